#ifndef CGLFW_SHIM_H
#define CGLFW_SHIM_H
/* Required: without it GLFW includes <GL/gl.h> and every gl* name becomes ambiguous with CEpoxy. */
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#endif
