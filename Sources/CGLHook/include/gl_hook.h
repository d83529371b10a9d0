#ifndef CGLHOOK_GL_HOOK_H
#define CGLHOOK_GL_HOOK_H
/* CGLHook defines what Sources/CEpoxy/gl_intercept.h declares (the GL wrappers' test-only
   interception layer); that header is the API, reached through `import CEpoxy`. */
#include "../../CEpoxy/gl_intercept.h"
#endif
