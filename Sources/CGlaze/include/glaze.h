/*
 * glaze.h — the C API of Glaze, "Core Image for OpenGL games".
 *
 * Glaze evaluates lazy image recipes (textures and framebuffers of your engine, filters, chains
 * and transitions) with OpenGL in the GL context your engine has made current, fusing filters
 * into as few shader passes as possible, and renders the result into your framebuffers and
 * textures. It never creates windows, never swaps buffers, never deletes textures you lend it,
 * and after every call the GL state of your context is as it was.
 *
 * Build and link:
 *
 *     make install PREFIX=/opt/glaze            (or unpack the release archive, make dist)
 *     cc game.c $(pkg-config --cflags --libs glazefx) -Wl,-rpath,/opt/glaze/lib
 *     CMake: find_package(GlazeFX 1 CONFIG REQUIRED), target_link_libraries(game GlazeFX::glaze)
 *
 * C99; includable from C++ (everything is inside extern "C").
 *
 * ------------------------------------------------------------------------------------------
 * Conventions
 * ------------------------------------------------------------------------------------------
 *
 * Status codes. Every function returns a glaze_status (the few exceptions return a string and
 * say so). GLAZE_OK is 0; anything else is an error, and glaze_last_error_message() returns a
 * sentence about it on the calling thread. Nothing aborts the host process on bad input: NULL
 * handles, stale or garbage handles, unknown names, wrong parameter types, NaN and
 * out-of-range values, a context used from the wrong thread, missing files all come back as
 * errors. On error, out-parameters are left untouched unless a function says otherwise.
 *
 * Handles. All objects are opaque pointers created by a glaze_*_create (or another function
 * with an out-parameter) and released by the matching glaze_*_destroy. A handle is a slot
 * number plus a generation, never an address: it is checked against the live handles first,
 * and a destroyed (stale), foreign or garbage pointer, or a handle of another kind (a filter
 * passed as an image), gives GLAZE_ERROR_INVALID_HANDLE instead of a crash, every time: a
 * handle is never handed out again, so a stale one never reaches a newer object. Destroying
 * NULL is a no-op returning GLAZE_OK; destroying a handle twice returns
 * GLAZE_ERROR_INVALID_HANDLE.
 *
 * Images are immutable recipes. A derived image keeps everything it was built from alive, so
 * you may destroy an input handle (an image, a filter) right after deriving from it.
 *
 * Threads. A glaze_context is bound to the thread that created it and to the GL context that
 * was current there; every call that touches GL checks both and returns
 * GLAZE_ERROR_WRONG_THREAD or GLAZE_ERROR_NO_GL_CONTEXT otherwise (no GL call is made).
 * Images, filters, registries, effect libraries, shared and baked textures may be created and
 * used on any thread; a single filter or effect library handle must not be modified from two
 * threads at once (calls are serialised internally, but the outcome then depends on order).
 *
 * Coordinates are pixels with the origin at the bottom left (OpenGL's convention). Colour
 * values passed in (colours, constant images) are linear RGBA, not premultiplied.
 *
 * Rectangles. A rectangle the call cannot do without (glaze_context_draw's `in` and `from`,
 * glaze_context_prepare's `region`, glaze_image_crop's `rect`) goes by value; an optional one,
 * where NULL means the image's extent (`from` and `region` of the texture, readback and bake
 * calls, glaze_context_explain's `region`), goes by pointer; a rectangle Glaze returns goes
 * through a pointer out-parameter. No function takes the same role both ways.
 *
 * Texture ownership. A texture you lend (glaze_image_create_from_texture, a framebuffer's
 * attachment, a destination texture) stays yours: Glaze never deletes or modifies it except
 * as a render destination. Keep it alive and unchanged until the render that reads it has been
 * issued (the call returned). Textures Glaze creates for you (glaze_texture,
 * glaze_shared_texture, glaze_baked_texture) are deleted on their context's thread at its next
 * glaze_context_begin_frame after you destroy the handle.
 *
 * GL state. Every call that issues GL commands captures and restores the state it touches:
 * draw/read framebuffer bindings, viewport, scissor box and enable, current program, vertex
 * array, array buffer, active texture unit, 2D/3D texture and sampler bindings of the units it
 * uses, blend/depth/stencil/cull enables, blend functions and equations, colour mask,
 * GL_FRAMEBUFFER_SRGB. Renders never call glFinish, and flush only work another context
 * consumes (shared textures); your swap submits the rest.
 *
 * Your GL state does not change what Glaze renders or where it writes: before its own work
 * Glaze sets, and afterwards puts back, every piece of state that work depends on, touching
 * only items whose value differs from what Glaze needs: every pack and unpack pixel-store
 * parameter (alignment, row length, image height, skip pixels/rows/images, swap bytes, LSB
 * first) and the pixel pack/unpack buffer bindings, polygon mode, rasterizer discard,
 * primitive restart (and fixed-index restart), depth clamp, clip distances 0-7, sample mask,
 * sample coverage, alpha-to-coverage, alpha-to-one, logic op, dither, polygon smoothing,
 * GL_CLAMP_READ_COLOR, and in compatibility profiles the pixel-transfer scale/bias, colour map,
 * index shift/offset, alpha test, polygon stipple and GL_CLAMP_FRAGMENT_COLOR. An active
 * transform feedback is paused during Glaze's work and resumed (GL 4.0 or
 * ARB_transform_feedback2). When Glaze draws into your framebuffer object (glaze_context_draw)
 * it writes its draw buffer 0 only (colour attachment 0 if that is GL_NONE); your draw-buffer
 * list is put back afterwards. GL has no query for conditional rendering: end it
 * (glEndConditionalRender) before calling Glaze.
 *
 * Pending GL errors. A GL error your code left pending before a Glaze call is not Glaze's: the
 * call reads and clears it first (logged as a warning to the context's logger) and reports
 * only errors raised by its own work, as GLAZE_ERROR_GL. Check glGetError before calling Glaze
 * if you need your own errors.
 *
 * All of the above is the default host-state contract, GLAZE_HOST_STATE_GUARDED, which asks
 * the driver about 80 synchronous questions per render. An engine can choose a contract that
 * asks none (glaze_context_options.host_state): GLAZE_HOST_STATE_TRACKED (Glaze restores
 * nothing and sets its state again after glaze_context_invalidate_host_state) or
 * GLAZE_HOST_STATE_DECLARED (Glaze leaves a documented state: see glaze_host_state). Outside
 * guarded mode pending errors are neither read nor cleared (unless debug_checks is set).
 */
#ifndef GLAZE_H
#define GLAZE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Version of this header and library: 1.0.0. The library is libglazefx.so.MAJOR (docs/abi.md:
 *  a new major version may break the ABI, a minor one only adds, a patch changes no interface). */
#define GLAZE_VERSION_MAJOR 1
#define GLAZE_VERSION_MINOR 0
#define GLAZE_VERSION_PATCH 0
/** The version as one integer, MAJOR * 10000 + MINOR * 100 + PATCH (10000 for 1.0.0): what
 *  glaze_version() returns. Compare the two at start-up to catch a mismatched library. */
#define GLAZE_VERSION (GLAZE_VERSION_MAJOR * 10000 + GLAZE_VERSION_MINOR * 100 + GLAZE_VERSION_PATCH)

/* ========================================================================================== */
/* Status codes and errors                                                                    */
/* ========================================================================================== */

/** The result of every call. Values never change meaning. */
typedef enum glaze_status {
    /** Success. */
    GLAZE_OK = 0,
    /** A required pointer argument (handle, name, out-parameter) was NULL. */
    GLAZE_ERROR_NULL_ARGUMENT = 1,
    /** A handle is not a live handle of the expected kind (destroyed, foreign or garbage). */
    GLAZE_ERROR_INVALID_HANDLE = 2,
    /** An argument is invalid: a size <= 0 or > 16384, an empty or non-finite rect, an unknown
     *  enum value, NaN. */
    GLAZE_ERROR_INVALID_ARGUMENT = 3,
    /** No filter, parameter, effect or transition of that name; the message lists close names. */
    GLAZE_ERROR_UNKNOWN_NAME = 4,
    /** A parameter was set with a value of the wrong type (e.g. a float for an image). */
    GLAZE_ERROR_WRONG_TYPE = 5,
    /** A number outside the parameter's range [minimum, maximum]. The filter keeps the value
     *  clamped into the range (so rendering stays defined); the message names the range. A
     *  choice string that is not one of the choices is rejected and the value is unchanged. */
    GLAZE_ERROR_OUT_OF_RANGE = 6,
    /** A context was used from a thread other than the one that created it. */
    GLAZE_ERROR_WRONG_THREAD = 7,
    /** No OpenGL context is current on this thread, or not the one the Glaze context adopted. */
    GLAZE_ERROR_NO_GL_CONTEXT = 8,
    /** OpenGL failed: shader compile or link error, incomplete framebuffer, GL error. */
    GLAZE_ERROR_GL = 9,
    /** A render could not be done: a borrowed texture or framebuffer no longer exists, the
     *  region is empty or infinite, a readback failed. */
    GLAZE_ERROR_RENDER = 10,
    /** A file does not exist, cannot be read, or is not valid in its format (a corrupt PNG, a
     *  malformed .cube table, a shader file without its header); the message names the path. */
    GLAZE_ERROR_FILE = 11,
    /** An effect file is invalid; the message lists every problem with file:line:column. */
    GLAZE_ERROR_EFFECT_FILE = 12,
    /** A wait ran past its timeout. */
    GLAZE_ERROR_TIMEOUT = 13,
    /** A caller-provided buffer is smaller than the data; the message gives the size needed. */
    GLAZE_ERROR_BUFFER_TOO_SMALL = 14,
    /** The operation is not available in this build, for these arguments, or in this GL
     *  context (OpenGL ES without an extension it needs: the message names the extension). */
    GLAZE_ERROR_UNSUPPORTED = 15,
    /** A filter could not be built (e.g. a required image parameter is missing). */
    GLAZE_ERROR_FILTER = 16,
    /** The current context is older than desktop OpenGL 3.3 (or is OpenGL ES); the message
     *  names its version, e.g. "... the current context is OpenGL 3.2". */
    GLAZE_ERROR_UNSUPPORTED_GL = 17,
    /** The render context an object belongs to is gone: it was destroyed (what it made can
     *  only be destroyed now), or its GL context was lost. Make a new context. */
    GLAZE_ERROR_CONTEXT_LOST = 18,
    /** Anything else (a bug in Glaze: please report the message). */
    GLAZE_ERROR_INTERNAL = 99
} glaze_status;

/**
 * The message about the most recent failed call on the calling thread, or "" when the most
 * recent call succeeded (every call except this one, glaze_status_name and glaze_version_string
 * resets it). Never NULL. Valid until the next Glaze call on the same thread; copy it to keep it.
 * Returns a string, not a status.
 */
const char *glaze_last_error_message(void);

/** The name of a status code ("GLAZE_ERROR_UNKNOWN_NAME"), or "GLAZE_STATUS_UNKNOWN". Never
 *  NULL; static storage. Returns a string, not a status. */
const char *glaze_status_name(glaze_status status);

/** The library's version, "1.0.0". Static storage. Returns a string, not a status. */
const char *glaze_version_string(void);

/**
 * The library's version as GLAZE_VERSION encodes it (MAJOR * 10000 + MINOR * 100 + PATCH).
 * A game built against this header runs with any library of the same major version whose
 * number is at least the header's: check `glaze_version() / 10000 == GLAZE_VERSION_MAJOR &&
 * glaze_version() >= GLAZE_VERSION`. Returns an integer, not a status.
 */
int glaze_version(void);

/** Frees a string that Glaze returned through a `char **` out-parameter. NULL is a no-op.
 *  Always GLAZE_OK. */
glaze_status glaze_string_free(char *string);

/* ========================================================================================== */
/* Value types                                                                                */
/* ========================================================================================== */

/** A rectangle in pixels, origin bottom-left. Width and height are > 0 where a region is meant. */
typedef struct glaze_rect {
    double x;
    double y;
    double width;
    double height;
} glaze_rect;

/** Colour space filters compute in. */
typedef enum glaze_working_space {
    /** Linear-light sRGB (default): sRGB-encoded inputs are decoded, 8-bit outputs encoded, so
     *  blurs and blends mix light correctly. */
    GLAZE_WORKING_SPACE_LINEAR_SRGB = 0,
    /** No colour management: values pass through as stored (the fastest path). */
    GLAZE_WORKING_SPACE_NONE = 1
} glaze_working_space;

/**
 * What Glaze leaves in your GL state after each call (glaze_context_options.host_state); the
 * Swift documentation's "Host GL state" article tables every item.
 */
typedef enum glaze_host_state {
    /** Default: the state Glaze touches is read before each call and put back after it. */
    GLAZE_HOST_STATE_GUARDED = 0,
    /** Glaze asks and restores nothing; it sets its state again after you call
     *  glaze_context_invalidate_host_state (call it whenever you touched GL since Glaze's last
     *  call). Bindings, viewport and switches are left as Glaze's last pass set them, except sampler
     *  objects: none is left bound (your textures keep their own filtering). */
    GLAZE_HOST_STATE_TRACKED = 1,
    /** Glaze asks nothing, sets what it needs on every call and leaves: the framebuffer
     *  glaze_context_draw_into drew into (else 0) bound for drawing and reading; no program,
     *  vertex array, texture or sampler bound on the units it used; unit 0 active; blend, depth,
     *  stencil, cull, scissor, GL_FRAMEBUFFER_SRGB and the rasterizer switches off; all colours
     *  written; pixel store at GL's defaults except pack/unpack alignment 1; viewport and scissor
     *  box undefined. */
    GLAZE_HOST_STATE_DECLARED = 2
} glaze_host_state;

/** Formats of GL textures Glaze reads, renders into or creates. */
typedef enum glaze_texture_format {
    /** GL_RGBA8 (sRGB-encoded colour unless stated otherwise). */
    GLAZE_TEXTURE_RGBA8 = 0,
    /** GL_RGBA16F (linear colour). */
    GLAZE_TEXTURE_RGBA16F = 1,
    /** GL_RGBA32F (linear colour). */
    GLAZE_TEXTURE_RGBA32F = 2,
    /** GL_SRGB8_ALPHA8, as glaze_context_options.intermediate_format only (declare your own
     *  GL_SRGB8_ALPHA8 textures GLAZE_TEXTURE_RGBA8): GL decodes on sampling and encodes on
     *  writing, half the bandwidth of RGBA16F; values are clamped to [0, 1] (no HDR range, so
     *  bloom and tone-map chains lose highlights above 1). */
    GLAZE_TEXTURE_SRGB8_ALPHA8 = 3
} glaze_texture_format;

/** Layouts of pixels in CPU memory (4 channels, tightly packed). */
typedef enum glaze_pixel_format {
    /** uint8_t per channel, 4 bytes a pixel. Readback gives sRGB-encoded values in the
     *  linear-sRGB working space. */
    GLAZE_PIXELS_RGBA8 = 0,
    /** uint16_t per channel, 8 bytes a pixel. */
    GLAZE_PIXELS_RGBA16 = 1,
    /** IEEE half float per channel, 8 bytes a pixel (working-space values). */
    GLAZE_PIXELS_RGBA16F = 2,
    /** float per channel, 16 bytes a pixel (working-space values). */
    GLAZE_PIXELS_RGBA32F = 3
} glaze_pixel_format;

/** How colour and alpha are stored in a source's texels. */
typedef enum glaze_alpha_mode {
    /** Colour already multiplied by alpha (Glaze's internal representation). */
    GLAZE_ALPHA_PREMULTIPLIED = 0,
    /** Colour not multiplied by alpha; Glaze premultiplies on read. */
    GLAZE_ALPHA_STRAIGHT = 1,
    /** Alpha is ignored and read as 1. */
    GLAZE_ALPHA_OPAQUE = 2
} glaze_alpha_mode;

/** Which row of a source comes first. */
typedef enum glaze_origin {
    /** Row 0 is the bottom row (OpenGL's convention). */
    GLAZE_ORIGIN_BOTTOM_LEFT = 0,
    /** Row 0 is the top row (image files, most CPU pixel data); Glaze flips on read. */
    GLAZE_ORIGIN_TOP_LEFT = 1
} glaze_origin;

/** The transfer function of a source's colour values. */
typedef enum glaze_color_encoding {
    /** sRGB for 8- and 16-bit integer data, linear for float data. */
    GLAZE_ENCODING_AUTO = 0,
    /** sRGB-encoded (8-bit game textures, PNGs). */
    GLAZE_ENCODING_SRGB = 1,
    /** Already linear (float render targets). */
    GLAZE_ENCODING_LINEAR = 2
} glaze_color_encoding;

/** Options of a render context, fixed at creation. Fill with glaze_context_options_init. */
/** Severity of a message Glaze logs (glaze_log_callback). */
typedef enum glaze_log_level {
    /** Detail: a GL error your code left pending that a call cleared, a driver's debug message. */
    GLAZE_LOG_DEBUG = 0,
    /** Routine events: an effect file reloaded. */
    GLAZE_LOG_INFO = 1,
    /** Something degraded: an effect passed its input through, a fallback intermediate format. */
    GLAZE_LOG_WARNING = 2,
    /** Something failed: a bad effect file (the last good version is kept), a driver error. */
    GLAZE_LOG_ERROR = 3
} glaze_log_level;

/**
 * Receives one message Glaze logs: its level, the text (UTF-8, valid only during the call; copy
 * it to keep it) and the `user_data` given with the callback. Called on the thread that logs:
 * the context's thread, or a driver's own thread for GL debug messages; the global callback
 * may serve several contexts on several threads at once, so make it thread-safe. It must not
 * call back into Glaze.
 */
typedef void (*glaze_log_callback)(glaze_log_level level, const char *message, void *user_data);

typedef struct glaze_context_options {
    /** Default GLAZE_WORKING_SPACE_LINEAR_SRGB. */
    glaze_working_space working_space;
    /** Format of intermediate textures: GLAZE_TEXTURE_RGBA16F (default), GLAZE_TEXTURE_RGBA8 or
     *  GLAZE_TEXTURE_SRGB8_ALPHA8 (hardware sRGB decode and encode; clamps values to [0, 1]). */
    glaze_texture_format intermediate_format;
    /** Fraction of the destination resolution effects render at, (0, 1]; the result is upscaled
     *  with linear filtering. Default 1. Values in (0, 1/64) are raised to 1/64 and values above 1
     *  lowered to 1; 0, negative values and NaN are GLAZE_ERROR_INVALID_ARGUMENT (a zeroed struct
     *  that skipped glaze_context_options_init is caught that way). */
    double render_scale;
    /** Non-zero (default): fuse kernels into as few passes as possible. */
    int enable_fusion;
    /** Non-zero (default): keep cached images' intermediates between renders. */
    int cache_intermediates;
    /** Upper bound on bytes the idle intermediate pool keeps. Default 256 MiB. */
    uint64_t pool_byte_limit;
    /** A name for logs and GL debug labels (copied), or NULL for "glaze". */
    const char *name;
    /** What Glaze leaves in your GL state after each call. Default GLAZE_HOST_STATE_GUARDED. */
    glaze_host_state host_state;
    /** Non-zero: outside GLAZE_HOST_STATE_GUARDED, check GL errors, textures and framebuffer
     *  completeness after each call and compare the state with the declared contract (logged),
     *  each a synchronous query. Default: 1 in a debug build of the library, 0 in a release build. */
    int debug_checks;
    /** Where the context's messages go (a drained host GL error at GLAZE_LOG_DEBUG, an effect
     *  passed through and the intermediate-format fallback at GLAZE_LOG_WARNING ...). NULL
     *  (default): the global callback of glaze_set_log_callback at the time of each message, or
     *  nowhere when there is none. */
    glaze_log_callback log_callback;
    /** Passed to `log_callback` unchanged. Default NULL. */
    void *log_user_data;
    /** The least severe level `log_callback` receives. Default GLAZE_LOG_INFO. (The global
     *  callback has its own, given to glaze_set_log_callback.) */
    glaze_log_level log_level;
    /** The game path. Non-zero: when an image's programs do not build, glaze_context_draw and
     *  glaze_context_render_to_texture draw its primary input (its first source) instead, log
     *  the error once (GLAZE_LOG_WARNING) and return GLAZE_OK; glaze_context_get_info counts
     *  them. 0 (default): the error is returned. */
    int passes_through_failing_effects;
} glaze_context_options;

/** Running totals of a render context (glaze_context_get_stats). */
typedef struct glaze_stats {
    /** Shader programs compiled so far. Stays flat when only parameter values animate. */
    int64_t programs_compiled;
    /** Passes (draw calls) issued. */
    int64_t passes_drawn;
    /** Renders issued (draws, texture renders, readbacks). */
    int64_t renders_issued;
    /** glFinish calls made by Glaze: 0 on the render path. */
    int64_t finish_calls;
    /** Bytes held by the intermediate texture pool. */
    int64_t pool_bytes;
    /** GL objects deleted at frame boundaries. */
    int64_t objects_deleted;
    /** Frame number, advanced by glaze_context_begin_frame. */
    int64_t frame;
    /** Programs in the cache. */
    int64_t cached_programs;
    /** GL objects waiting for the next frame boundary to be deleted. */
    int64_t pending_deletions;
} glaze_stats;

/* Opaque handles. */

/** A render context: Glaze's state for one GL context (program cache, texture pool). */
typedef struct glaze_context glaze_context;
/** An immutable image recipe. */
typedef struct glaze_image glaze_image;
/** A set of filters looked up by name (the built-in ones, plus your own later). */
typedef struct glaze_registry glaze_registry;
/** A filter with its parameter values (mutable: set parameters, then apply). */
typedef struct glaze_filter glaze_filter;
/** A render that has been issued; its completion is a GPU fence. */
typedef struct glaze_render_task glaze_render_task;
/** A texture Glaze rendered and you own. */
typedef struct glaze_texture glaze_texture;
/** An asynchronous readback into CPU memory. */
typedef struct glaze_readback glaze_readback;
/** A texture rendered on one context for another context of the same share group. */
typedef struct glaze_shared_texture glaze_shared_texture;
/** A one-off effect baked into a texture, re-rendered only when its recipe changes. */
typedef struct glaze_baked_texture glaze_baked_texture;
/** Effects and transitions loaded from an effect file, reloaded when the file changes. */
typedef struct glaze_effect_library glaze_effect_library;
/** One effect of an effect library, resolved once and updated in place every frame. */
typedef struct glaze_effect_frame glaze_effect_frame;
/** A live link from a running game to `glaze studio --live` (opt-in, loopback, token). */
typedef struct glaze_live_link glaze_live_link;

/* ========================================================================================== */
/* Render contexts                                                                            */
/* ========================================================================================== */

/** Fills `options` with the defaults (linear sRGB, RGBA16F intermediates, scale 1, fusion and
 *  caching on, 256 MiB pool, name NULL). GLAZE_ERROR_NULL_ARGUMENT when `options` is NULL. */
glaze_status glaze_context_options_init(glaze_context_options *options);

/**
 * Creates a render context for the OpenGL context current on the calling thread (the
 * engine's: desktop GL 3.3 or later, core or compatibility profile, or OpenGL ES 3.0 or later).
 * Make one per GL context, once, and reuse it. `options` may be NULL for the defaults. On ES
 * without float render targets (GL_EXT_color_buffer_float) intermediates fall back to RGBA8.
 *
 * Errors: GLAZE_ERROR_NO_GL_CONTEXT (no context current), GLAZE_ERROR_UNSUPPORTED_GL (older
 * than desktop OpenGL 3.3 or OpenGL ES 3.0),
 * GLAZE_ERROR_INVALID_ARGUMENT (an enum value out of range, NaN render scale).
 */
glaze_status glaze_context_create(const glaze_context_options *options, glaze_context **out_context);

/**
 * Destroys a render context and deletes its GL objects. Call it on the context's thread with
 * its GL context current: elsewhere it is refused (GLAZE_ERROR_WRONG_THREAD or
 * GLAZE_ERROR_NO_GL_CONTEXT; the context stays alive), since the GL objects could not be
 * deleted there. Objects it made may outlive it (glaze_texture, glaze_readback, render tasks,
 * images of its textures): their GL objects are deleted when you destroy them with the same GL
 * context current (or at the next glaze_context_begin_frame of a context on it, or of a
 * GLAZE_HOST_STATE_GUARDED context on another GL context of its share group; framebuffers,
 * which belong to one GL context, only on their own, and with it when it is destroyed);
 * until then a
 * texture stays valid to sample, and calls that need the context (waiting, copying a readback
 * not copied yet) return GLAZE_ERROR_CONTEXT_LOST. NULL is a no-op.
 */
glaze_status glaze_context_destroy(glaze_context *context);

/**
 * Marks a frame boundary: deletes GL objects dropped since the last one (textures whose
 * handles you destroyed, from any thread) and trims idle intermediates. Call once per frame.
 */
glaze_status glaze_context_begin_frame(glaze_context *context);

/**
 * Tells a GLAZE_HOST_STATE_TRACKED context that you changed GL state since Glaze's last call:
 * its next call sets all of Glaze's state again. Makes no GL call; no effect in other modes.
 */
glaze_status glaze_context_invalidate_host_state(glaze_context *context);

/**
 * Forgets what Glaze learnt about your texture `texture` (size and internal format, read once
 * per texture outside GLAZE_HOST_STATE_GUARDED): call it after redefining a texture Glaze
 * samples under the same name. Makes no GL call.
 */
glaze_status glaze_context_invalidate_texture(glaze_context *context, unsigned int texture);

/**
 * Forgets what Glaze learnt about your framebuffer `framebuffer` (whether it is complete, its
 * colour attachment 0's kind and texture, read when Glaze first draws into it outside
 * GLAZE_HOST_STATE_GUARDED, before any pass: an incomplete one, one without colour attachment 0,
 * an integer attachment, or one whose texture the image reads is refused by name): call it after
 * attaching other images to a framebuffer Glaze draws into, or after reusing a deleted one's name.
 * Makes no GL call.
 */
glaze_status glaze_context_invalidate_framebuffer(glaze_context *context, unsigned int framebuffer);

/** Drops every idle intermediate texture now (they are deleted at the next frame boundary). */
glaze_status glaze_context_release_intermediates(glaze_context *context);

/** Copies the context's running totals into `out_stats`. Touches no GL; call on the context's thread. */
glaze_status glaze_context_get_stats(const glaze_context *context, glaze_stats *out_stats);

/**
 * The running totals as one line of JSON, e.g. {"programsCompiled":3,"passesDrawn":12,...}.
 * Free `*out_json` with glaze_string_free.
 */
glaze_status glaze_context_stats_string(const glaze_context *context, char **out_json);

/**
 * The pass plan for rendering `region` of `image` (NULL: the image's extent, which must be
 * finite) into a target of `width` x `height` pixels (0: the region's size): the passes, the
 * kernels fused into each, the intermediate sizes, and with `detailed` non-zero the emitted
 * GLSL. Touches no GL, but call it on the context's thread. Free `*out_text` with
 * glaze_string_free.
 */
glaze_status glaze_context_explain(const glaze_context *context, const glaze_image *image,
                                   const glaze_rect *region, int width, int height, int detailed,
                                   char **out_text);

/**
 * Compiles every program `image` needs when rendered from `region` into `width` x `height`
 * pixels now, so the first frame that uses it compiles nothing (call at load time).
 */
glaze_status glaze_context_prepare(glaze_context *context, const glaze_image *image, glaze_rect region,
                                   int width, int height);

/* ========================================================================================== */
/* Images                                                                                     */
/* ========================================================================================== */

/**
 * An image that samples your GL texture `texture` (GL_TEXTURE_2D, `width` x `height` texels,
 * occupying (0, 0, width, height)); the texture is read when a render is issued.
 *
 * The texture's real size and internal format are read with glGetTexLevelParameteriv (the
 * GL_TEXTURE_2D binding is restored) and checked against what you declare: now, when a GL
 * context is current on the calling thread, and again by every render that reads the texture
 * (a lie found then fails the render with the same status). On OpenGL ES 3.0, which cannot
 * report them (ES 3.1 can), the declaration is trusted: declare an sRGB texture LINEAR there.
 *   - GL_RGBA8, GL_RGB8, GL_RGB10_A2, GL_RGB565, GL_RGBA4, GL_RGB5_A1: declare
 *     GLAZE_TEXTURE_RGBA8. AUTO encoding means sRGB-encoded colour.
 *   - GL_SRGB8_ALPHA8, GL_SRGB8: declare GLAZE_TEXTURE_RGBA8; GL decodes them when sampling, so
 *     AUTO reads them as linear (decoded once); GLAZE_ENCODING_SRGB is refused.
 *   - GL_RGBA16F, GL_RGB16F, GL_R11F_G11F_B10F: declare GLAZE_TEXTURE_RGBA16F; GL_RGBA32F,
 *     GL_RGB32F: GLAZE_TEXTURE_RGBA32F (either float declaration is accepted). AUTO means linear.
 *   - RGB formats read alpha as 1.
 *   - Integer (GL_RGBA8UI ...), depth, GL_R8 and other formats: GLAZE_ERROR_UNSUPPORTED naming
 *     the format.
 * A size or format that does not match GL is GLAZE_ERROR_INVALID_ARGUMENT naming both, and so
 * is a texture of another target; a name that is no texture yet is taken on trust (a render
 * of a texture that does not exist then fails with GLAZE_ERROR_RENDER).
 *
 * `alpha_mode`: a game's scene texture is usually GLAZE_ALPHA_OPAQUE (games often clear with
 * alpha 0, which premultiplied would read as "nothing here"); use GLAZE_ALPHA_PREMULTIPLIED for
 * textures whose alpha really covers (sprites rendered with premultiplied blending) and
 * GLAZE_ALPHA_STRAIGHT for unpremultiplied image data. `origin` GLAZE_ORIGIN_TOP_LEFT flips rows
 * (for textures uploaded from top-down image data).
 */
glaze_status glaze_image_create_from_texture(unsigned int texture, int width, int height,
                                             glaze_texture_format format, glaze_alpha_mode alpha_mode,
                                             glaze_origin origin, glaze_color_encoding encoding,
                                             glaze_image **out_image);

/**
 * An image of colour attachment 0 of your framebuffer `framebuffer` (0: the default
 * framebuffer), `width` x `height` pixels. A texture attachment is sampled in place; a
 * renderbuffer is copied with one blit at render time. `encoding` AUTO means sRGB.
 */
glaze_status glaze_image_create_from_framebuffer(unsigned int framebuffer, int width, int height,
                                                 glaze_alpha_mode alpha_mode, glaze_color_encoding encoding,
                                                 glaze_image **out_image);

/**
 * An image of CPU pixels (copied now; uploaded once per context at the first render).
 * `bytes_per_row` 0 means tightly packed; otherwise at least width * bytes per pixel.
 * `pixel_count_bytes` is the size of the `pixels` buffer, checked against the layout.
 */
glaze_status glaze_image_create_from_pixels(const void *pixels, size_t pixel_count_bytes, int width, int height,
                                            size_t bytes_per_row, glaze_pixel_format format,
                                            glaze_alpha_mode alpha_mode, glaze_origin origin,
                                            glaze_image **out_image);

/** Loads a PNG file (straight alpha, sRGB). GLAZE_ERROR_FILE names the path when it is missing
 *  or not a PNG. */
glaze_status glaze_image_create_from_png(const char *path, glaze_image **out_image);

/** A single-colour image of infinite extent; linear RGBA, not premultiplied. Crop it before
 *  rendering it on its own. */
glaze_status glaze_image_create_color(float red, float green, float blue, float alpha, glaze_image **out_image);

/** Destroys an image handle. Images derived from it stay valid. NULL is a no-op. */
glaze_status glaze_image_destroy(glaze_image *image);

/**
 * The image's extent (domain of definition) in pixels. `*out_is_infinite` (may be NULL) is set
 * to 1 for infinite images (generators, clamped images), whose rect is then huge.
 */
glaze_status glaze_image_get_extent(const glaze_image *image, glaze_rect *out_extent, int *out_is_infinite);

/** The part of `image` inside `rect`; transparent outside. Costs nothing when `rect` holds the
 *  whole image, or when a render reads the crop only inside `rect` (a crop to the destination). */
glaze_status glaze_image_crop(const glaze_image *image, glaze_rect rect, glaze_image **out_image);

/**
 * `image` transformed by the affine matrix [a b c d tx ty] (x' = a*x + c*y + tx,
 * y' = b*x + d*y + ty), sampled linearly. A singular matrix gives an empty image.
 */
glaze_status glaze_image_transform(const glaze_image *image, const double matrix[6], glaze_image **out_image);

/** `image` with its edge pixels repeated forever (infinite extent): use before a blur. */
glaze_status glaze_image_clamp_to_extent(const glaze_image *image, glaze_image **out_image);

/** `image` composited over `background` (Porter-Duff source-over, premultiplied). */
glaze_status glaze_image_composite_over(const glaze_image *image, const glaze_image *background,
                                        glaze_image **out_image);

/** Marks `image` as a materialisation point (rendered into its own intermediate, kept between
 *  renders when the context caches intermediates). */
glaze_status glaze_image_cache(const glaze_image *image, glaze_image **out_image);

/**
 * Applies `filter` with its current parameter values and `image` as the main input (ignored by
 * generators). Later changes to the filter do not affect the returned image.
 *
 * Errors: GLAZE_ERROR_FILTER when a required image parameter is not set.
 */
glaze_status glaze_image_apply_filter(const glaze_image *image, const glaze_filter *filter,
                                      glaze_image **out_image);

/**
 * Applies the transition `filter` (a filter of category "transition", e.g. "dissolve") from
 * `from` (progress 0) to `to` (progress 1) at `progress`, clamped to [0, 1]. Sets the filter's
 * target image and progress parameters (they stay set on `filter`).
 *
 * Errors: GLAZE_ERROR_WRONG_TYPE when `filter` is not a transition, GLAZE_ERROR_INVALID_ARGUMENT
 * for NaN progress.
 */
glaze_status glaze_image_apply_transition(const glaze_image *from, const glaze_image *to, glaze_filter *filter,
                                          float progress, glaze_image **out_image);

/* ========================================================================================== */
/* Registries and filters                                                                     */
/* ========================================================================================== */

/** A registry holding every built-in filter and transition (an independent copy). */
glaze_status glaze_registry_create(glaze_registry **out_registry);

/** Destroys a registry. Filters created from it stay valid. NULL is a no-op. */
glaze_status glaze_registry_destroy(glaze_registry *registry);

/**
 * Describes filters as JSON: with `filter_name` NULL an array of every filter, else one object,
 * in the format of `glaze filters --json` (keys sorted): {name, aliases, displayName, category,
 * doc, showcase, inputs: [{name, type, default, min, max, sliderMin, sliderMax, identity, unit,
 * doc, components, choices, optional}]}.
 * `registry` NULL means the built-in filters. Free `*out_json` with glaze_string_free.
 */
glaze_status glaze_registry_describe(const glaze_registry *registry, const char *filter_name, char **out_json);

/**
 * Creates the filter `name` (registry name such as "bloom", or a Core Image alias such as
 * "CIBloom"; case-insensitive) with every parameter at its default. `registry` NULL means the
 * built-in filters. GLAZE_ERROR_UNKNOWN_NAME lists the closest registered names.
 */
glaze_status glaze_filter_create(const glaze_registry *registry, const char *name, glaze_filter **out_filter);

/**
 * Creates a filter from a shader file: a kernel file (a `// kind: color|warp|sampling` header,
 * annotated uniforms, a `kernel` function) or a drop-in transition in the gl-transitions style
 * (see docs/effect-files.md, "Shader files"; installed as
 * PREFIX/share/doc/glazefx/effect-files.md). Its parameters are the file's uniforms (a
 * `sampler2D` is an image parameter, set with glaze_filter_set_image); its name is `path`.
 * `registry` NULL means the built-in filters (the new filter sees them plus the file). With a
 * non-NULL `context` (current on this thread) the GLSL is compiled now. Errors name the place in
 * the file as `path:LINE:COLUMN: error: message`: GLAZE_ERROR_FILE for an unreadable or
 * malformed file (header, uniform or annotation), GLAZE_ERROR_GL for GLSL that does not compile.
 */
glaze_status glaze_filter_create_from_file(glaze_context *context, const glaze_registry *registry, const char *path,
                                           glaze_filter **out_filter);

/** Destroys a filter. Images built with it stay valid. NULL is a no-op. */
glaze_status glaze_filter_destroy(glaze_filter *filter);

/** The filter's registry name (e.g. "bloom" for "CIBloom"); valid while the filter lives. */
glaze_status glaze_filter_get_name(const glaze_filter *filter, const char **out_name);

/**
 * Sets a number parameter (scalar, angle in radians, distance in pixels, integer — rounded —,
 * or boolean — non-zero is true —).
 *
 * Errors: GLAZE_ERROR_UNKNOWN_NAME (no such parameter; lists the filter's parameters and close
 * names), GLAZE_ERROR_WRONG_TYPE (not a number parameter), GLAZE_ERROR_INVALID_ARGUMENT (NaN;
 * the value is unchanged), GLAZE_ERROR_OUT_OF_RANGE (stored clamped into [min, max]).
 */
glaze_status glaze_filter_set_float(glaze_filter *filter, const char *parameter, float value);

/** Sets a position (pixels) or 2-component vector parameter. Errors as glaze_filter_set_float. */
glaze_status glaze_filter_set_vec2(glaze_filter *filter, const char *parameter, float x, float y);

/** Sets a colour (linear RGBA, not premultiplied) or 4-component vector parameter. Errors as
 *  glaze_filter_set_float; each component is clamped on its own. */
glaze_status glaze_filter_set_vec4(glaze_filter *filter, const char *parameter, float x, float y, float z, float w);

/** Sets a vector parameter of `count` components (1...16); a colour takes 3 (alpha 1) or 4. */
glaze_status glaze_filter_set_vector(glaze_filter *filter, const char *parameter, const float *values, int count);

/** Sets a choice parameter to one of its named choices (e.g. "aces"). */
glaze_status glaze_filter_set_string(glaze_filter *filter, const char *parameter, const char *value);

/**
 * Sets an image parameter (a transition's "targetImage", a mask, a background). `image` NULL
 * clears it. The filter keeps its own reference: the image handle may be destroyed afterwards.
 */
glaze_status glaze_filter_set_image(glaze_filter *filter, const char *parameter, const glaze_image *image);

/** Resets `parameter` to its default, or every parameter when `parameter` is NULL. */
glaze_status glaze_filter_reset(glaze_filter *filter, const char *parameter);

/** The current value of a number parameter (after clamping; the default when never set). */
glaze_status glaze_filter_get_float(const glaze_filter *filter, const char *parameter, float *out_value);

/**
 * The current value of a vector, position or colour parameter: writes up to `capacity`
 * components to `out_values` and the component count to `*out_count` (may be NULL).
 */
glaze_status glaze_filter_get_vector(const glaze_filter *filter, const char *parameter, float *out_values,
                                     int capacity, int *out_count);

/* ========================================================================================== */
/* Rendering                                                                                  */
/* ========================================================================================== */

/**
 * Draws `from` (a region of the image, in pixels) of `image` into `in` (pixels) of the
 * framebuffer bound for drawing (GL_DRAW_FRAMEBUFFER_BINDING: your FBO or the default
 * framebuffer), treating it as sRGB-encoded 8-bit. Issues the passes (no flush); returns at
 * once. `out_task` may be NULL; otherwise it receives a task to poll or wait on (destroy it).
 */
glaze_status glaze_context_draw(glaze_context *context, const glaze_image *image, glaze_rect in, glaze_rect from,
                                glaze_render_task **out_task);

/**
 * Like glaze_context_draw, into `framebuffer` (0: the default framebuffer, or your FBO), which
 * Glaze binds for drawing instead of asking GL which one is bound: the draw to use outside
 * GLAZE_HOST_STATE_GUARDED, where it makes no synchronous GL query.
 */
glaze_status glaze_context_draw_into(glaze_context *context, const glaze_image *image, unsigned int framebuffer,
                                     glaze_rect in, glaze_rect from, glaze_render_task **out_task);

/**
 * Renders `from` (NULL: the image's extent) of `image` into the whole of your texture
 * `texture` (`width` x `height`, RGBA8 or a float format). Glaze attaches it to a framebuffer
 * of its own; the texture stays yours. `out_task` may be NULL.
 *
 * The destination is checked like a source: its size and internal format are read with
 * glGetTexLevelParameteriv and compared with what you declare. On OpenGL ES 3.0, which cannot
 * report them, the declaration is trusted (a lie then renders wrong values).
 *   - GL_RGBA8, GL_SRGB8_ALPHA8, GL_RGB8, GL_RGB10_A2, GL_RGB565, GL_RGBA4, GL_RGB5_A1: declare
 *     GLAZE_TEXTURE_RGBA8. Values are written sRGB-encoded (by GL for GL_SRGB8_ALPHA8) and
 *     rounded to the format's bits (GL_RGB565: 5, 6 and 5); RGB formats drop alpha.
 *   - GL_RGBA16F, GL_RGBA32F, GL_RGB16F, GL_RGB32F, GL_R11F_G11F_B10F: declare either float
 *     format; values are linear.
 *   - A size, or a kind of format (8-bit or float), that does not match GL:
 *     GLAZE_ERROR_INVALID_ARGUMENT naming both descriptions.
 *   - Integer formats (GL_RGBA8UI ...: writing float colour into them is undefined in GL), depth
 *     and stencil formats, one- and two-channel formats (GL_R8, GL_RG8 ...: they would keep only
 *     part of the colour) and others: GLAZE_ERROR_UNSUPPORTED naming the format and why.
 */
glaze_status glaze_context_render_to_texture(glaze_context *context, const glaze_image *image,
                                             unsigned int texture, int width, int height,
                                             glaze_texture_format format, const glaze_rect *from,
                                             glaze_render_task **out_task);

/**
 * Renders `from` (NULL: the extent) of `image` into a new texture Glaze creates and you then
 * own through the handle (deleted at the context's next frame boundary after
 * glaze_texture_destroy).
 */
glaze_status glaze_context_make_texture(glaze_context *context, const glaze_image *image, const glaze_rect *from,
                                        glaze_texture_format format, glaze_texture **out_texture);

/** The GL texture name of a glaze_texture (valid until it is destroyed). */
glaze_status glaze_texture_get_name(const glaze_texture *texture, unsigned int *out_name);

/** Size in texels of a glaze_texture. Either out-parameter may be NULL. */
glaze_status glaze_texture_get_size(const glaze_texture *texture, int *out_width, int *out_height);

/** The texture as an image placed at the region it was rendered from. */
glaze_status glaze_texture_get_image(const glaze_texture *texture, glaze_image **out_image);

/** Releases a glaze_texture; its GL texture is deleted at the owning context's next frame
 *  boundary. Any thread. NULL is a no-op. */
glaze_status glaze_texture_destroy(glaze_texture *texture);

/** Sets `*out_complete` to 1 when the GPU has finished the render, else 0 (non-blocking).
 *  Call on the context's thread. */
glaze_status glaze_render_task_is_complete(const glaze_render_task *task, int *out_complete);

/** Blocks until the render has finished or `timeout_ns` nanoseconds passed
 *  (GLAZE_ERROR_TIMEOUT). For tools and tests; a game never needs it. Context thread only. */
glaze_status glaze_render_task_wait(const glaze_render_task *task, uint64_t timeout_ns);

/** Releases a render task handle (the render itself is unaffected). NULL is a no-op. */
glaze_status glaze_render_task_destroy(glaze_render_task *task);

/**
 * Renders `from` (NULL: the extent) of `image` and reads it back synchronously into `pixels`
 * (bottom row first, tightly packed; `pixels_size` bytes available, at least
 * width * height * bytes per pixel of `format`). Blocks until the GPU is done: tools and tests.
 */
glaze_status glaze_context_read_pixels(glaze_context *context, const glaze_image *image, const glaze_rect *from,
                                       glaze_pixel_format format, void *pixels, size_t pixels_size);

/**
 * Renders `from` (NULL: the extent) of `image` and starts an asynchronous readback through a
 * pixel-pack buffer. The frame that issued it does not stall; poll with
 * glaze_readback_is_complete in later frames, then glaze_readback_copy.
 */
glaze_status glaze_context_read_pixels_async(glaze_context *context, const glaze_image *image,
                                             const glaze_rect *from, glaze_pixel_format format,
                                             glaze_readback **out_readback);

/** Sets `*out_complete` to 1 when the bytes are ready (non-blocking). Context thread only. */
glaze_status glaze_readback_is_complete(const glaze_readback *readback, int *out_complete);

/** Blocks until the bytes are ready or `timeout_ns` passed (GLAZE_ERROR_TIMEOUT). */
glaze_status glaze_readback_wait(const glaze_readback *readback, uint64_t timeout_ns);

/** Width, height and byte size of the readback's pixels. Any out-parameter may be NULL. */
glaze_status glaze_readback_get_size(const glaze_readback *readback, int *out_width, int *out_height,
                                     size_t *out_byte_count);

/**
 * Copies the pixels (bottom row first, tightly packed) into `pixels` (`pixels_size` bytes),
 * waiting for them if they are not ready yet. Context thread only.
 */
glaze_status glaze_readback_copy(glaze_readback *readback, void *pixels, size_t pixels_size);

/** Releases a readback (its buffer is deleted at the context's next frame boundary). */
glaze_status glaze_readback_destroy(glaze_readback *readback);

/* ========================================================================================== */
/* Shared contexts: one-off work on a second thread                                           */
/* ========================================================================================== */
/*
 * Textures and sync objects are shared within a GL share group; framebuffers and vertex arrays
 * are not. The discipline: the producer (say, a loader thread with its own glaze_context on a
 * shared GL context) renders, fences and flushes; the consumer waits on the fence in its own GL
 * stream and re-binds the texture at draw time. These helpers do exactly that; never sample a
 * texture from another context without going through them.
 */

/** Producer side: renders `from` (NULL: extent) of `image` into a new texture for another
 *  context of the same share group (render, fence, flush). The handle may be passed to
 *  another thread. */
glaze_status glaze_context_make_shared_texture(glaze_context *context, const glaze_image *image,
                                               const glaze_rect *from, glaze_texture_format format,
                                               glaze_shared_texture **out_texture);

/** Whether the producer's commands have finished (non-blocking). Needs a GL context of the
 *  share group current on the calling thread: with none current, or an unrelated context
 *  current, it returns GLAZE_ERROR_NO_GL_CONTEXT (the message says which) without touching GL
 *  state or *out_ready. */
glaze_status glaze_shared_texture_is_ready(const glaze_shared_texture *texture, int *out_ready);

/** Consumer side: makes `context`'s GL stream wait for the producer, then returns the texture
 *  as an image (placed at the region it was rendered from) to filter or draw. */
glaze_status glaze_shared_texture_acquire_image(const glaze_shared_texture *texture, glaze_context *context,
                                                glaze_image **out_image);

/** Consumer side for your own drawing: waits (server side) and returns the GL texture name.
 *  Bind it after this call, never before. */
glaze_status glaze_shared_texture_acquire_name(const glaze_shared_texture *texture, glaze_context *context,
                                               unsigned int *out_name);

/** Size in texels and the producer's sequence number (increases with every texture a producer
 *  context makes; compare to skip stale ones). Any out-parameter may be NULL. */
glaze_status glaze_shared_texture_get_info(const glaze_shared_texture *texture, int *out_width, int *out_height,
                                           int64_t *out_sequence);

/** Releases a shared texture (deleted at the producer context's next frame boundary). Any
 *  thread. NULL is a no-op. */
glaze_status glaze_shared_texture_destroy(glaze_shared_texture *texture);

/** A one-off texture effect (blur a background layer, bake a glow) rendered once into a
 *  texture of `format`, re-rendered only when its recipe or the source version changes. */
glaze_status glaze_baked_texture_create(glaze_texture_format format, glaze_baked_texture **out_baked);

/**
 * Renders `region` (NULL: extent) of `image` with `context` (the game's, or a loader thread's
 * on a shared GL context) if the recipe (filters, parameters, sources) or `source_version`
 * changed since the last bake; otherwise does nothing. Bump `source_version` when a source
 * texture's contents change (Glaze cannot see writes into textures it borrowed).
 * `*out_rendered` (may be NULL) is set to 1 when a render was issued.
 */
glaze_status glaze_baked_texture_update(glaze_baked_texture *baked, glaze_context *context,
                                        const glaze_image *image, const glaze_rect *region,
                                        int64_t source_version, int *out_rendered);

/**
 * The newest finished bake as an image, or `*out_image` = NULL when none has finished yet (not
 * an error). Makes `context`'s GL stream wait for the producer. Call on the game's thread.
 */
glaze_status glaze_baked_texture_acquire_image(glaze_baked_texture *baked, glaze_context *context,
                                               glaze_image **out_image);

/** Like glaze_baked_texture_acquire_image but gives the GL texture name to bind (0 when none
 *  has finished yet). */
glaze_status glaze_baked_texture_acquire_name(glaze_baked_texture *baked, glaze_context *context,
                                              unsigned int *out_name);

/** How many times the effect has been rendered. */
glaze_status glaze_baked_texture_get_render_count(const glaze_baked_texture *baked, int64_t *out_count);

/** Releases a baked texture. Any thread. NULL is a no-op. */
glaze_status glaze_baked_texture_destroy(glaze_baked_texture *baked);

/* ========================================================================================== */
/* Effect files: chains and transitions designers edit, with live reload                       */
/* ========================================================================================== */

/**
 * Called when an effect file fails to load or reload. `message` lists every problem
 * (file:line:column: key path: what is wrong) and is valid only during the call. The library
 * keeps the last good version. Called on the thread that called open, update or reload.
 */
typedef void (*glaze_effect_error_callback)(glaze_status status, const char *message, void *user_data);

/**
 * Loads the effect file at `path` (YAML or JSON; see docs/effect-files.md, installed as
 * PREFIX/share/doc/glazefx/effect-files.md; a build without the GlazeEffects module reads the
 * JSON form with constant parameters only and reports YAML as GLAZE_ERROR_UNSUPPORTED) with
 * the filters of `registry` (NULL: built-in). `on_error` (may be NULL) is called, with `user_data`, whenever a
 * later reload fails. Touches no GL.
 *
 * Errors: GLAZE_ERROR_FILE (missing or unreadable file; the message names the path),
 * GLAZE_ERROR_EFFECT_FILE (invalid file; every problem listed). No handle is made on error.
 */
glaze_status glaze_effect_library_open(const char *path, const glaze_registry *registry,
                                       glaze_effect_error_callback on_error, void *user_data,
                                       glaze_effect_library **out_library);

/**
 * Options of an effect library, fixed when it opens (glaze_effect_library_open_with_options).
 * Fill with glaze_effect_library_options_init, then change what you need.
 */
typedef struct glaze_effect_library_options {
    /** Folders the effect file may read files from (`extends:` bases, images, `.glsl` shader
     *  files), symlinks resolved; a file outside every root is refused (GLAZE_ERROR_EFFECT_FILE,
     *  `outsideAssetRoot`). NULL or asset_root_count 0 (default): the effect file's own folder.
     *  The strings are copied. Name your assets folder when effect files use `../Shaders/...`. */
    const char *const *asset_roots;
    /** Number of strings in asset_roots, >= 0. Default 0. */
    int asset_root_count;
    /** Non-zero: any path the process can read is allowed (trusted files only); files must still
     *  be regular files of bounded size. Default 0. */
    int allow_any_path;
    /** Warm-up budget of glaze_effect_library_update_preparing: milliseconds of program
     *  compilation per call, > 0. Default 4. */
    double prepare_milliseconds_per_update;
    /** Warm-up budget of glaze_effect_library_update_preparing: programs compiled per call, >= 0;
     *  0 (default): no limit but the milliseconds. Both limits are checked after each effect (an
     *  effect's programs compile together) and each call prepares at least one effect, so a call
     *  can overrun by one effect's programs. */
    int prepare_programs_per_update;
    /** Images the game provides by name, which the file's image references may name (a
     *  parameter `depth: depth`, an effect's `input: depth`): image_names[i] (an identifier:
     *  letters, digits and `_`) names images[i]. A linear-depth image from
     *  glaze_image_create_from_depth_texture as `depth` gives the depth filters (depthFog,
     *  depthOfField, ambientOcclusion...) the game's depth; a file that names an image not given
     *  is GLAZE_ERROR_EFFECT_FILE (`missingInput`). The library keeps its own references: destroy
     *  your handles when you like; the textures they read must stay alive (their contents may
     *  change every frame). glaze_effect_library_set_image changes them later. NULL and 0
     *  (default): none. */
    const char *const *image_names;
    glaze_image *const *images;
    /** Number of entries in image_names and images, >= 0. Default 0. */
    int image_count;
} glaze_effect_library_options;

/** Fills `options` with the defaults (the effect file's folder as the only asset root; 4 ms of
 *  warm-up per update, no program limit). */
glaze_status glaze_effect_library_options_init(glaze_effect_library_options *options);

/**
 * glaze_effect_library_open with `options` (NULL: the defaults). Errors as
 * glaze_effect_library_open, plus GLAZE_ERROR_INVALID_ARGUMENT for a negative count, a NULL root,
 * a budget <= 0 or NaN; GLAZE_ERROR_EFFECT_FILE (`outsideAssetRoot`, key path and rule named) for
 * a file outside the roots.
 */
glaze_status glaze_effect_library_open_with_options(const char *path, const glaze_registry *registry,
                                                    const glaze_effect_library_options *options,
                                                    glaze_effect_error_callback on_error, void *user_data,
                                                    glaze_effect_library **out_library);

/**
 * Live reload: checks whether the file (or a file it extends) changed on disk since the last
 * load (a stat per file) and, if so, reads, parses and validates it on a background thread; the
 * call returns at once. A later call, once that load finished, installs the new version and sets
 * `*out_reloaded` (may be NULL) to 1. A broken edit keeps the last good version, calls the error
 * callback once per failed version (on the thread calling update) and returns its error
 * (GLAZE_ERROR_EFFECT_FILE or GLAZE_ERROR_FILE) from that later call. Cheap: call it once a
 * frame. The new version's programs compile on first use; to compile them before the swap, call
 * glaze_effect_library_update_preparing instead.
 */
glaze_status glaze_effect_library_update(glaze_effect_library *library, int *out_reloaded);

/**
 * glaze_effect_library_update that warms a new version up before using it: once the background
 * load finished, each call compiles the new version's programs in `context` for `scene` (the
 * image you pass to glaze_effect_library_make_image, at its size) within the options' per-call
 * budget (prepare_milliseconds_per_update, prepare_programs_per_update); the version is
 * installed (`*out_reloaded` = 1, and make_image uses it) only once every effect is prepared,
 * so the first frame with it compiles nothing. Until then the last good version stays in use.
 * A version whose shader files do not compile (`shaderError`, at the `.glsl` line and column) or
 * that is over the context's render budget (`budgetExceeded`, effect and step named) is rejected
 * like a broken edit (GLAZE_ERROR_EFFECT_FILE, error callback once). Call once a frame on the
 * context's thread with its GL context current; glaze_effect_library_reload still installs at once.
 */
glaze_status glaze_effect_library_update_preparing(glaze_effect_library *library, glaze_context *context,
                                                   const glaze_image *scene, int *out_reloaded);

/** Reloads the file now, whether or not it changed, and installs it at once (a warm-up in
 *  progress is dropped). Errors as glaze_effect_library_update. */
glaze_status glaze_effect_library_reload(glaze_effect_library *library);

/**
 * Gives the file the named image `name` (replacing the one of that name; NULL `image` takes it
 * away), as options.images does at open, and loads the file again with it now, as
 * glaze_effect_library_reload does: call it when the image's texture or size changes (a new
 * depth texture after a resize), not when only its contents do. Effect frames follow the new
 * version at their next update. A file that no longer loads keeps the last good version and is
 * reported like a broken edit (the error callback, GLAZE_ERROR_EFFECT_FILE); the image is kept.
 * Errors: GLAZE_ERROR_INVALID_ARGUMENT (a name that is not an identifier), those of reload.
 */
glaze_status glaze_effect_library_set_image(glaze_effect_library *library, const char *name, const glaze_image *image);

/** Sets a game variable the file declares (e.g. "damage") for the next images made. Unknown
 *  names are GLAZE_ERROR_UNKNOWN_NAME; NaN is GLAZE_ERROR_INVALID_ARGUMENT. */
glaze_status glaze_effect_library_set_variable(glaze_effect_library *library, const char *name, double value);

/**
 * The effect `effect` applied to `scene` at `time_seconds` (drives animated parameters).
 * Only numbers change between frames, so a context compiles nothing new after the first.
 */
glaze_status glaze_effect_library_make_image(glaze_effect_library *library, const char *effect,
                                             const glaze_image *scene, double time_seconds,
                                             glaze_image **out_image);

/**
 * The allocation-free way to draw an effect every frame: a frame of effect `effect` that
 * resolves the effect's recipe once and afterwards, each glaze_effect_frame_update, only writes
 * the animated values (expressions, keyframes, game variables, time) into it. Make one per
 * effect you draw, once; destroy it with glaze_effect_frame_destroy. It follows the library:
 * after a reload it uses the new version (resolved again on the next update), and it keeps
 * working on the last version after the library is destroyed. Touches no GL.
 *
 * Errors: GLAZE_ERROR_UNKNOWN_NAME (no such effect; close names suggested).
 */
glaze_status glaze_effect_library_make_frame(glaze_effect_library *library, const char *effect,
                                             glaze_effect_frame **out_frame);

/**
 * The frame's image of `scene` at `time_seconds` (what glaze_effect_library_make_image returns,
 * with the library's game variables), ready to draw with glaze_context_draw or
 * glaze_context_render_to_texture. `*out_image` is owned by the frame: do not destroy it (if you
 * do, the next update hands it out again under a new handle). It stays valid until the frame's destroy or the next
 * update whose recipe has another structure (a new scene image, a step switched on or off, a
 * blur radius that moved), and it shows the latest update's values, so draw it before the next update. Pass the same
 * `scene` handle every frame: then, in the steady state, the update and the draw allocate no
 * memory and compile nothing. Thread-safe (a lock), like the library.
 *
 * Errors: GLAZE_ERROR_INVALID_ARGUMENT (`time_seconds` NaN or infinite); GLAZE_ERROR_UNKNOWN_NAME
 * when a reload removed the effect.
 */
glaze_status glaze_effect_frame_update(glaze_effect_frame *frame, const glaze_image *scene, double time_seconds,
                                       glaze_image **out_image);

/** Destroys an effect frame and the image it handed out. NULL is a no-op. */
glaze_status glaze_effect_frame_destroy(glaze_effect_frame *frame);

/**
 * The frame of the transition for `moment` (e.g. "gameOver") `elapsed_seconds` after it
 * started, from `from` to `to`. `*out_finished` (may be NULL) is set to 1 once elapsed >= the
 * transition's duration.
 */
glaze_status glaze_effect_library_make_transition_image(glaze_effect_library *library, const char *moment,
                                                        const glaze_image *from, const glaze_image *to,
                                                        double elapsed_seconds, glaze_image **out_image,
                                                        int *out_finished);

/** The duration in seconds of the transition for `moment`. */
glaze_status glaze_effect_library_get_transition_duration(const glaze_effect_library *library, const char *moment,
                                                          double *out_seconds);

/**
 * The names in the loaded file as JSON: {"path": ..., "effects": [...], "transitions": [...],
 * "variables": {...}, "version": N} where version counts successful loads. Free with
 * glaze_string_free.
 */
glaze_status glaze_effect_library_describe(const glaze_effect_library *library, char **out_json);

/** Destroys an effect library. Images made from it stay valid. NULL is a no-op. */
glaze_status glaze_effect_library_destroy(glaze_effect_library *library);

/**
 * Opens the live link of `library` (off until you call this): `glaze studio FILE --live URL`
 * then shows the game's latest frame (at most 480 pixels wide, four times a second) and its
 * variables, and sends the designer's unsaved edits, which `library` shows at once as a preview:
 * the next glaze_effect_library_update installs it (`*out_reloaded` = 1; effect frames follow it)
 * without writing the file. Saving in the studio writes the file; its reload drops the preview.
 *
 * The game is the server: a small HTTP/1.1 server on a thread of its own that listens on
 * 127.0.0.1:`port` only (0: any free port) and refuses (403) every request without the link's
 * random token (32 hexadecimal digits, in the URL glaze_live_link_get_url gives) or naming a
 * host other than 127.0.0.1 or localhost. Nothing listens without a link. Touches no GL.
 *
 * Errors: GLAZE_ERROR_INVALID_ARGUMENT (port outside 0...65535, or it cannot be bound: in use).
 */
glaze_status glaze_live_link_start(glaze_effect_library *library, int port, glaze_live_link **out_link);

/** The URL to give `glaze studio --live`: "http://127.0.0.1:PORT/?token=TOKEN". Free with
 *  glaze_string_free. Keep it private: the token is the link's only secret. */
glaze_status glaze_live_link_get_url(const glaze_live_link *link, char **out_url);

/**
 * Call once a frame, after drawing `frame`, on the context's thread with its GL context
 * current: passes the studio's edits to the library and, four times a second, renders `region`
 * of `frame` (NULL: its extent; the viewport of a letterboxed game) at most 480 pixels wide into an asynchronous readback (picked up on a later frame: no stall)
 * sent with the library's variables (those set with glaze_effect_library_set_variable over the
 * file's) and `time_seconds`. Between those frames it takes one lock and allocates nothing.
 * Pass what you drew: glaze_image_create_from_framebuffer of the framebuffer you drew into costs
 * one blit when a frame is sent; an effect's image would run its chain again.
 *
 * Errors: GLAZE_ERROR_WRONG_THREAD / GLAZE_ERROR_NO_GL_CONTEXT (the context's),
 * GLAZE_ERROR_INVALID_ARGUMENT (`time_seconds` NaN or infinite, an empty region, or NULL for an
 * infinite image).
 */
glaze_status glaze_live_link_update(glaze_live_link *link, glaze_context *context, const glaze_image *frame,
                                    const glaze_rect *region, double time_seconds);

/** Stops listening and destroys the link. A preview on screen stays until the library's next
 *  reload from disk. NULL is a no-op. */
glaze_status glaze_live_link_stop(glaze_live_link *link);

/* ========================================================================================== */
/* Logging and introspection                                                                  */
/* ========================================================================================== */

/**
 * The global log callback: receives the messages of every context made without a
 * `log_callback` of its own (from the moment of the call on, contexts made earlier included),
 * at `min_level` or above. NULL `callback` turns it off (the default).
 * Callable from any thread at any time.
 */
glaze_status glaze_set_log_callback(glaze_log_callback callback, void *user_data, glaze_log_level min_level);

/** The OpenGL API of a context (glaze_context_info). */
typedef enum glaze_gl_api {
    /** Desktop OpenGL (3.3 or later, core or compatibility profile). */
    GLAZE_GL_DESKTOP = 0,
    /** OpenGL ES (3.0 or later). */
    GLAZE_GL_ES = 1
} glaze_gl_api;

/** What a context found in the GL context and what it actually uses (glaze_context_get_info).
 *  Flags are 1 or 0. */
typedef struct glaze_context_info {
    /** Desktop GL or GL ES. */
    glaze_gl_api api;
    /** GL version as major * 10 + minor: 33 for desktop 3.3, 30 for ES 3.0. */
    int gl_version;
    /** Intermediate format asked for in glaze_context_options. */
    glaze_texture_format requested_intermediate_format;
    /** Intermediate format in use: the requested one, or GLAZE_TEXTURE_RGBA8 where the context
     *  cannot render into half floats (OpenGL ES without GL_EXT_color_buffer_half_float). */
    glaze_texture_format intermediate_format;
    /** The working space in use. */
    glaze_working_space working_space;
    /** The render scale in use, (0, 1]. */
    double render_scale;
    /** Whether failing effects pass their input through (glaze_context_options). */
    int passes_through_failing_effects;
    /** Renders so far that drew their input because their programs did not build. */
    int64_t effects_passed_through;
    /** Float (32-bit) textures can be rendered into. */
    int renders_to_float;
    /** Half-float textures can be rendered into. */
    int renders_to_half_float;
    /** GL_CLAMP_TO_BORDER exists (otherwise the shader emulates the transparent border). */
    int clamps_to_border;
    /** GL_FRAMEBUFFER_SRGB can be switched. */
    int controls_framebuffer_srgb;
    /** 32-bit float textures filter linearly (otherwise lookup tables are half floats). */
    int filters_float_linearly;
    /** GL debug output (glDebugMessageCallback) is available: driver messages reach the log. */
    int has_debug_output;
    /** A texture's size and format can be asked of GL (otherwise borrowed textures are taken as
     *  described). */
    int describes_textures;
} glaze_context_info;

/** Fills `*out_info` with what `context` found and uses. Touches no GL; context thread only. */
glaze_status glaze_context_get_info(const glaze_context *context, glaze_context_info *out_info);

/** A one-line summary of the context's GL (API, version, fallbacks in use), as the logs print
 *  it. Free `*out_text` with glaze_string_free. */
glaze_status glaze_context_capabilities_string(const glaze_context *context, char **out_text);

/* ========================================================================================== */
/* Transitions without hitches: warm-up and allocation-free transition frames                 */
/* ========================================================================================== */

/**
 * Compiles every program of the library's current version now, in `context`, for `scene` (the
 * image you pass to glaze_effect_library_make_image or a frame, at its size): each effect, and
 * each transition from `scene` to another image of the same kind (a transition's programs
 * depend on its images' kind, never on its progress), so the first frame of any of them
 * compiles nothing. Call once at load on the context's thread; new versions are warmed up the
 * same way by glaze_effect_library_update_preparing. What cannot be prepared is skipped (at
 * render time it fails, or passes its input through: passes_through_failing_effects).
 * `*out_programs_compiled` (may be NULL) receives the number of programs compiled.
 */
glaze_status glaze_effect_library_prepare(glaze_effect_library *library, glaze_context *context,
                                          const glaze_image *scene, int *out_programs_compiled);

/**
 * Compiles the programs of built-in (or `registry`'s) transitions now, so that their first
 * frame compiles nothing: `names` holds `count` transition names ("dissolve", "swipe" ...);
 * NULL `names` prepares every transition of the registry whose only image inputs are its two
 * images. `from` and `to` are the images the game will pass (or images of the same kind:
 * texture, format, alpha mode, origin), two distinct handles; `region` and `width` x `height`
 * as for glaze_context_prepare. `registry` NULL: the built-in filters.
 *
 * Errors: GLAZE_ERROR_UNKNOWN_NAME (close names suggested), GLAZE_ERROR_WRONG_TYPE for a filter
 * that is not a transition.
 */
glaze_status glaze_context_prepare_transitions(glaze_context *context, const glaze_registry *registry,
                                               const char *const *names, size_t count,
                                               const glaze_image *from, const glaze_image *to,
                                               glaze_rect region, int width, int height);

/** A transition of an effect library, resolved once and updated in place every frame. */
typedef struct glaze_transition_frame glaze_transition_frame;

/**
 * The allocation-free way to draw a transition every frame, as glaze_effect_library_make_frame
 * is for effects: a frame of the transition for `moment` (e.g. "gameOver") that resolves its
 * recipe once and afterwards, each glaze_transition_frame_update, only writes the progress and
 * the animated values into it. Make one per moment you play; destroy it with
 * glaze_transition_frame_destroy. It follows the library's reloads like an effect frame.
 *
 * Errors: GLAZE_ERROR_UNKNOWN_NAME (no such transition; close names suggested).
 */
glaze_status glaze_effect_library_make_transition_frame(glaze_effect_library *library, const char *moment,
                                                        glaze_transition_frame **out_frame);

/**
 * The transition's frame `elapsed_seconds` after it started, from `from` to `to` (what
 * glaze_effect_library_make_transition_image returns). `*out_image` is owned by the frame,
 * with the lifetime rules of glaze_effect_frame_update; `*out_finished` (may be NULL) is set
 * to 1 once elapsed >= the duration. Pass the same `from` and `to` handles every frame: then,
 * in the steady state, the update and the draw allocate no memory and compile nothing.
 *
 * Errors: GLAZE_ERROR_INVALID_ARGUMENT (`elapsed_seconds` NaN or infinite);
 * GLAZE_ERROR_UNKNOWN_NAME when a reload removed the transition.
 */
glaze_status glaze_transition_frame_update(glaze_transition_frame *frame, const glaze_image *from,
                                           const glaze_image *to, double elapsed_seconds,
                                           glaze_image **out_image, int *out_finished);

/** Destroys a transition frame and the image it handed out. NULL is a no-op. */
glaze_status glaze_transition_frame_destroy(glaze_transition_frame *frame);

/* ==========================================================================================
 * Depth
 * ========================================================================================== */

/** The shape of the projection that filled a depth buffer. */
typedef enum glaze_projection_kind {
    /** A perspective frustum from near_plane to far_plane (0 < near < far, game units). */
    GLAZE_PROJECTION_PERSPECTIVE = 0,
    /** A perspective frustum from near_plane with the far plane at infinity (far_plane ignored). */
    GLAZE_PROJECTION_INFINITE_PERSPECTIVE = 1,
    /** A parallel projection from near_plane to far_plane (near < far). */
    GLAZE_PROJECTION_ORTHOGRAPHIC = 2,
} glaze_projection_kind;

/** Flags of a projection (bitwise OR; 0 is OpenGL's default: near at 0, clip depth -1...1). */
typedef enum glaze_projection_flags {
    /** Reversed Z: near maps to depth 1 and far to 0. */
    GLAZE_PROJECTION_REVERSED_Z = 1,
    /** Clip depth 0...1 (glClipControl(GL_LOWER_LEFT, GL_ZERO_TO_ONE), Direct3D-style matrices). */
    GLAZE_PROJECTION_ZERO_TO_ONE = 2,
} glaze_projection_flags;

/**
 * An image of your depth texture `texture` (GL_TEXTURE_2D, `width` x `height`; GL_DEPTH_COMPONENT16,
 * 24 or 32F, GL_DEPTH24_STENCIL8 or GL_DEPTH32F_STENCIL8) read through a projection: each pixel's
 * red channel is the linear view-space distance in your game's units (0...65504), green and blue
 * 0, alpha 1. Pass it as the `depth` image parameter of the depth filters (depthFog, depthView, ...).
 *
 * Glaze reads the texture texel by texel with comparison off (a sampler of its own; OpenGL ES
 * 3.0 cannot filter depth), and where the context has GL_DEPTH_STENCIL_TEXTURE_MODE (OpenGL
 * 4.3, ES 3.1) sets a depth-stencil texture to read depth for the render and puts it back.
 * Same ownership as glaze_image_create_from_texture. The size and format are checked as there
 * (now when a GL context is current, and by every render; trusted on OpenGL ES 3.0): a texture
 * that holds no depth is GLAZE_ERROR_UNSUPPORTED, a wrong size GLAZE_ERROR_INVALID_ARGUMENT.
 * `flags` is a combination of glaze_projection_flags; NaN or invalid planes (perspective
 * near <= 0, far <= near) and unknown flags are GLAZE_ERROR_INVALID_ARGUMENT.
 */
glaze_status glaze_image_create_from_depth_texture(uint32_t texture, int32_t width, int32_t height,
                                                   glaze_projection_kind kind, double near_plane, double far_plane,
                                                   uint32_t flags, glaze_image **out_image);

/**
 * Your depth texture `texture` as window-space depth, not linearised: each pixel's red channel is
 * the stored depth (0...1), green and blue 0, alpha 1. Read, checked and owned as
 * glaze_image_create_from_depth_texture reads it; for effect files that state the projection
 * themselves (their `linearizeDepth` step) and for showing the raw buffer. Errors as there.
 */
glaze_status glaze_image_create_from_window_depth_texture(uint32_t texture, int32_t width, int32_t height,
                                                          glaze_image **out_image);

/* ========================================================================================== */
/* Images over time: accumulators (feedback) and eye adaptation                                */
/* ========================================================================================== */

/** An image that remembers what it was set to last frame (Core Image's CIImageAccumulator): two
 *  textures of its extent, rendered into in turn. Use it with one context, on its thread. */
typedef struct glaze_accumulator glaze_accumulator;

/** Eye adaptation: a 1x1 adapted log-average luminance on the GPU that moves towards each
 *  measured frame's, and exposes frames by it (before tone mapping). */
typedef struct glaze_auto_exposure glaze_auto_exposure;

/** An accumulator covering `extent` (working-space pixels, at most 16384 a side) with textures of
 *  `format` (GLAZE_TEXTURE_RGBA16F keeps values above 1), made at the first set_image. */
glaze_status glaze_accumulator_create(glaze_rect extent, glaze_texture_format format,
                                      glaze_accumulator **out_accumulator);

/** The previous contents as a new image handle (destroy it with glaze_image_destroy): what the
 *  last set_image rendered, or transparent before the first, after reset and after set_extent.
 *  Use it in the recipe passed to the next set_image (feedback). */
glaze_status glaze_accumulator_get_image(glaze_accumulator *accumulator, glaze_context *context,
                                         glaze_image **out_image);

/** Renders `image` over the extent into the texture get_image does not read, then makes it the
 *  current contents. The recipe may read the previous contents. */
glaze_status glaze_accumulator_set_image(glaze_accumulator *accumulator, glaze_context *context,
                                         const glaze_image *image);

/** Changes the extent (a resize); a different extent drops the contents. */
glaze_status glaze_accumulator_set_extent(glaze_accumulator *accumulator, glaze_context *context,
                                          glaze_rect extent);

/** Forgets the contents (a camera cut): get_image is transparent until the next set_image. */
glaze_status glaze_accumulator_reset(glaze_accumulator *accumulator, glaze_context *context);

/** Destroys an accumulator; its textures are deleted at the context's next frame. Any thread.
 *  NULL is a no-op. */
glaze_status glaze_accumulator_destroy(glaze_accumulator *accumulator);

/** Eye adaptation towards `key` (middle grey, 0.01...1) at `speed_up` and `speed_down` per second
 *  (1 / time constant, 0.01...100) towards brighter and darker scenes, the exposure limited to
 *  min_ev...max_ev stops (-16...16). Values are clamped; NaN gives the default (0.18, 3, 1, -8, 8). */
glaze_status glaze_auto_exposure_create(float key, float speed_up, float speed_down, float min_ev, float max_ev,
                                        glaze_auto_exposure **out_auto_exposure);

/** Measures `frame` (linear, before tone mapping, finite extent) and adapts by `delta_time`
 *  seconds (0...1). All on the GPU. */
glaze_status glaze_auto_exposure_update(glaze_auto_exposure *auto_exposure, glaze_context *context,
                                        const glaze_image *frame, float delta_time);

/** `frame` exposed by the adapted luminance (unchanged before the first update), as a new image
 *  handle: feed it to tone mapping. */
glaze_status glaze_auto_exposure_apply(glaze_auto_exposure *auto_exposure, glaze_context *context,
                                       const glaze_image *frame, glaze_image **out_image);

/** Forgets the adapted state (a camera cut): the next update snaps to the frame. */
glaze_status glaze_auto_exposure_reset(glaze_auto_exposure *auto_exposure, glaze_context *context);

/** Destroys an eye adaptation; its state texture is deleted at the context's next frame. Any
 *  thread. NULL is a no-op. */
glaze_status glaze_auto_exposure_destroy(glaze_auto_exposure *auto_exposure);

/* ========================================================================================== */
/* Effect-file history: effects that read their own previous output                            */
/* ========================================================================================== */

/** The frame history of effect-file effects that read `history` (trails, afterimages,
 *  feedback): one accumulator per effect name (Swift's EffectHistory). Keep one for the game's
 *  lifetime and use it with one context, on its thread; its state is keyed by effect name, so it
 *  persists across frames and live reloads. */
typedef struct glaze_effect_history glaze_effect_history;

/** An empty history whose textures will have `format` (GLAZE_TEXTURE_RGBA16F keeps values above 1
 *  and fine decays). */
glaze_status glaze_effect_history_create(glaze_texture_format format, glaze_effect_history **out_history);

/**
 * Renders effect `effect` of `library` over `scene` at `time_seconds`, its `history` reading its
 * output of the previous call, and keeps this frame's output for the next call: `*out_image` is
 * a new image handle of this frame's output (destroy it with glaze_image_destroy; draw it before
 * the next call, which renders into the texture it reads). An effect's history starts
 * transparent, and starts again when the scene's size changes. glaze_effect_library_make_image
 * of the same effect reads a transparent history.
 *
 * Errors: GLAZE_ERROR_UNKNOWN_NAME (no such effect), GLAZE_ERROR_INVALID_ARGUMENT (time NaN or
 * infinite), the render's errors (the previous history is kept), a context on another thread.
 */
glaze_status glaze_effect_history_render(glaze_effect_history *history, glaze_context *context,
                                         glaze_effect_library *library, const char *effect,
                                         const glaze_image *scene, double time_seconds, glaze_image **out_image);

/** Forgets the history of effect `effect` (a camera cut), or of every effect when NULL. */
glaze_status glaze_effect_history_reset(glaze_effect_history *history, glaze_context *context, const char *effect);

/** Destroys a history; its textures are deleted at the context's next frame. Any thread. NULL is
 *  a no-op. */
glaze_status glaze_effect_history_destroy(glaze_effect_history *history);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* GLAZE_H */
