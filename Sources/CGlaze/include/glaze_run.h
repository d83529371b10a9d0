/*
 * glaze_run.h: the interface between `glaze run`'s interposer (libglazerun.so, C, preloaded into
 * any OpenGL program: Sources/GlazeRunInterposer) and libglazefx, which the interposer loads at
 * a program's first swap. Not for games: a game uses glaze.h. The interposer owns the window
 * system (GLX or EGL), its own GL context and the swap; libglazefx owns the frame's GL work.
 *
 * Every function is called on the thread that swaps, with the interposer's lock held. The
 * "private context" is a GL context of the interposer's own (desktop GL 3.3 core, or OpenGL ES
 * 3.0 for an ES game), not shared with the game's, made current on the game's drawable for the
 * frame's work: the game's contexts, their state and their error flags are never touched.
 */
#ifndef GLAZE_RUN_H
#define GLAZE_RUN_H

#ifdef __cplusplus
extern "C" {
#endif

/** Process-wide settings, the log and the effect file's location (one per process). */
typedef struct glaze_run_session glaze_run_session;
/** The frame work for one private context: render context, capture textures, effect library. */
typedef struct glaze_run_presenter glaze_run_presenter;

/** Writes one line (no newline) to `glaze run`'s log; the interposer's, called from any thread. */
typedef void (*glaze_run_log_function)(const char *line);

/** The window surface being presented, as its framebuffer configuration describes it. */
typedef struct glaze_run_surface {
    /** Size of the default framebuffer in pixels (> 0). */
    int width;
    int height;
    /** Bits of the default framebuffer's depth and stencil buffers (0: none). */
    int depth_bits;
    int stencil_bits;
    /** Samples of a multisampled default framebuffer (0 or 1: single-sampled). */
    int samples;
    /** Non-zero when the private context is OpenGL ES (else desktop GL core). */
    int gles;
} glaze_run_surface;

/** Keys pressed since the previous frame (edges, not levels). */
typedef struct glaze_run_input {
    /** The toggle key: effects off, or on again. */
    int toggle;
    /** The next-preset key: the file's next effect. */
    int next_preset;
    /** The depth-view key: the depth buffer as grey, or back to the effect. */
    int depth_view;
} glaze_run_input;

/** Which key glaze_run_session_key names. */
typedef enum glaze_run_key {
    GLAZE_RUN_KEY_TOGGLE = 0,
    GLAZE_RUN_KEY_NEXT_PRESET = 1,
    GLAZE_RUN_KEY_DEPTH_VIEW = 2,
} glaze_run_key;

/**
 * Reads the settings of this process once (GLAZE_EFFECTS, GLAZE_PRESET, GLAZE_VKBASALT_CONF, the
 * user's $XDG_CONFIG_HOME/glaze/run.yaml for `executable`, vkBasalt's config locations; docs/run.md)
 * and keeps `log` for every message. NULL when Glaze has nothing to do in this process (no effect
 * file named anywhere) or the settings are wrong: the reason is logged once.
 */
glaze_run_session *glaze_run_session_start(const char *executable, glaze_run_log_function log);

/** The X11 keysym name (XStringToKeysym) of `key` (a glaze_run_key), or NULL for none. The
 *  string lives as long as the session. */
const char *glaze_run_session_key(const glaze_run_session *session, int key);

/** Non-zero when effects are on at launch (vkBasalt's enableOnLaunch; GLAZE_ENABLED=0 is off). */
int glaze_run_session_enabled_on_launch(const glaze_run_session *session);

/**
 * Makes the frame work for the private context current on the calling thread (its GL objects
 * live in that context and die with it). NULL on failure (logged): the interposer then leaves
 * this context's frames as the game drew them.
 */
glaze_run_presenter *glaze_run_presenter_create(glaze_run_session *session);

/**
 * One presented frame: the private context is current on the game's drawable, whose back buffer
 * holds the game's frame. Copies it (colour, and depth when the surface has it), runs the effect
 * and draws the result into the back buffer; takes the screenshots due at this swap. `swap` counts
 * the process's swaps from 1. Returns 1 when it drew into the back buffer, 0 when it left the
 * frame as the game drew it (effects off, no effect loaded, a failure: logged once).
 */
int glaze_run_presenter_frame(glaze_run_presenter *presenter, const glaze_run_surface *surface,
                              const glaze_run_input *input, long long swap);

/**
 * Destroys the frame work. With its private context current the GL objects are deleted;
 * otherwise they are forgotten (they die with the private context, which shares nothing).
 */
void glaze_run_presenter_destroy(glaze_run_presenter *presenter);

#ifdef __cplusplus
}
#endif

#endif /* GLAZE_RUN_H */
