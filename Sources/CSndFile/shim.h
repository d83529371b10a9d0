// libsndfile, for the demo's audio decoding (WAV/OGG/FLAC into 16-bit PCM for OpenAL).
// Debian: libsndfile1-dev (pkg-config module `sndfile`).
#ifndef GLAZE_CSNDFILE_SHIM_H
#define GLAZE_CSNDFILE_SHIM_H

#include <sndfile.h>

#endif
