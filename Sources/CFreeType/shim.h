// FreeType 2 for the `glaze` tool's text rendering (gallery and contact-sheet labels).
// Debian: libfreetype-dev (pkg-config module `freetype2`).
#ifndef GLAZE_CFREETYPE_SHIM_H
#define GLAZE_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H

#endif
