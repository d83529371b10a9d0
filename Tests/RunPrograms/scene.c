/*
 * scene.c: the shared half of the run-test programs (see scene.h and README.md).
 *
 * Not built on its own: each program's build line compiles it in, e.g.
 *   cc -std=c11 -Wall -Wextra -Werror -O1 -g glx-scene.c scene.c -o glx-scene \
 *      $(pkg-config --cflags --libs x11 gl libpng) -lpthread
 * It includes GL/glcorearb.h for types and enums only (no prototypes) and fetches every entry
 * point through the program's getproc, so it links no GL library itself.
 */
#define _POSIX_C_SOURCE 200809L

#include "scene.h"

#include <GL/glcorearb.h>
#include <png.h>
#include <pthread.h>

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Enums of the compatibility profile and of GL ES extensions that glcorearb.h lacks. */
#define SC_GL_ALPHA_TEST 0x0BC0
#define SC_GL_ALPHA_TEST_FUNC 0x0BC1
#define SC_GL_ALPHA_TEST_REF 0x0BC2
#define SC_GL_FOG 0x0B60
#define SC_GL_LIGHTING 0x0B50
#define SC_GL_NORMALIZE 0x0BA1
#define SC_GL_SHADE_MODEL 0x0B54
#define SC_GL_FLAT 0x1D00
#define SC_GL_MATRIX_MODE 0x0BA0
#define SC_GL_MODELVIEW 0x1700
#define SC_GL_PROJECTION 0x1701
#define SC_GL_MODELVIEW_MATRIX 0x0BA6
#define SC_GL_PROJECTION_MATRIX 0x0BA7
#define SC_GL_CURRENT_COLOR 0x0B00
#define SC_GL_CLIENT_ACTIVE_TEXTURE 0x84E1
#define SC_GL_COLOR_ARRAY 0x8076
#define SC_GL_GENERATE_MIPMAP_HINT 0x8192
#define SC_GL_DEPTH_BITS 0x0D56
#define SC_GL_STENCIL_BITS 0x0D57

/* Sanitizer builds: the Mesa driver that glvnd/SDL dlopen leaks a few blocks and is unloaded
   before LeakSanitizer runs, so those leaks cannot be told apart by module. Leak checking is off
   by default (ASan and UBSan still run); ASAN_OPTIONS=detect_leaks=1 turns it on, with these
   suppressions for the libraries that stay loaded. */
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "detect_leaks=0";
}

/* Leaks inside the system GL/X/SDL libraries are not ours; LeakSanitizer reads this. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:libX11.so\nleak:libxcb\nleak:libGLX\nleak:libGL.so\nleak:libEGL\n"
           "leak:libglapi\nleak:_dri.so\nleak:libgallium\nleak:libLLVM\nleak:libSDL2\n"
           "leak:libdbus\nleak:libGLdispatch\nleak:libvulkan\nleak:libwayland\nleak:libdrm\n";
}

/* ------------------------------------------------------------------------------------------ */
/* GL entry points                                                                             */

typedef void (APIENTRYP SC_PFNALPHAFUNC)(GLenum func, GLfloat ref);
typedef void (APIENTRYP SC_PFNENUM)(GLenum e);
typedef void (APIENTRYP SC_PFNLOADMATRIXF)(const GLfloat *m);
typedef void (APIENTRYP SC_PFNCOLOR4F)(GLfloat r, GLfloat g, GLfloat b, GLfloat a);

#define SCENE_GL_FUNCS(F)                                                                      \
    F(PFNGLGETSTRINGPROC, GetString)                                                           \
    F(PFNGLGETSTRINGIPROC, GetStringi)                                                         \
    F(PFNGLGETERRORPROC, GetError)                                                             \
    F(PFNGLGETINTEGERVPROC, GetIntegerv)                                                       \
    F(PFNGLGETFLOATVPROC, GetFloatv)                                                           \
    F(PFNGLGETBOOLEANVPROC, GetBooleanv)                                                       \
    F(PFNGLGETINTEGERI_VPROC, GetIntegeri_v)                                                   \
    F(PFNGLISENABLEDPROC, IsEnabled)                                                           \
    F(PFNGLENABLEPROC, Enable)                                                                 \
    F(PFNGLDISABLEPROC, Disable)                                                               \
    F(PFNGLCLEARPROC, Clear)                                                                   \
    F(PFNGLCLEARCOLORPROC, ClearColor)                                                         \
    F(PFNGLCLEARDEPTHPROC, ClearDepth)                                                         \
    F(PFNGLCLEARDEPTHFPROC, ClearDepthf)                                                       \
    F(PFNGLCLEARSTENCILPROC, ClearStencil)                                                     \
    F(PFNGLVIEWPORTPROC, Viewport)                                                             \
    F(PFNGLSCISSORPROC, Scissor)                                                               \
    F(PFNGLCOLORMASKPROC, ColorMask)                                                           \
    F(PFNGLDEPTHFUNCPROC, DepthFunc)                                                           \
    F(PFNGLDEPTHMASKPROC, DepthMask)                                                           \
    F(PFNGLDEPTHRANGEPROC, DepthRange)                                                         \
    F(PFNGLDEPTHRANGEFPROC, DepthRangef)                                                       \
    F(PFNGLBLENDFUNCSEPARATEPROC, BlendFuncSeparate)                                           \
    F(PFNGLBLENDEQUATIONSEPARATEPROC, BlendEquationSeparate)                                   \
    F(PFNGLBLENDCOLORPROC, BlendColor)                                                         \
    F(PFNGLSTENCILFUNCPROC, StencilFunc)                                                       \
    F(PFNGLSTENCILOPPROC, StencilOp)                                                           \
    F(PFNGLSTENCILMASKPROC, StencilMask)                                                       \
    F(PFNGLSTENCILFUNCSEPARATEPROC, StencilFuncSeparate)                                       \
    F(PFNGLSTENCILOPSEPARATEPROC, StencilOpSeparate)                                           \
    F(PFNGLSTENCILMASKSEPARATEPROC, StencilMaskSeparate)                                       \
    F(PFNGLCULLFACEPROC, CullFace)                                                             \
    F(PFNGLFRONTFACEPROC, FrontFace)                                                           \
    F(PFNGLPOLYGONOFFSETPROC, PolygonOffset)                                                   \
    F(PFNGLPOLYGONMODEPROC, PolygonMode)                                                       \
    F(PFNGLLINEWIDTHPROC, LineWidth)                                                           \
    F(PFNGLPOINTSIZEPROC, PointSize)                                                           \
    F(PFNGLPOINTPARAMETERIPROC, PointParameteri)                                               \
    F(PFNGLHINTPROC, Hint)                                                                     \
    F(PFNGLLOGICOPPROC, LogicOp)                                                               \
    F(PFNGLSAMPLECOVERAGEPROC, SampleCoverage)                                                 \
    F(PFNGLSAMPLEMASKIPROC, SampleMaski)                                                       \
    F(PFNGLPROVOKINGVERTEXPROC, ProvokingVertex)                                               \
    F(PFNGLPRIMITIVERESTARTINDEXPROC, PrimitiveRestartIndex)                                   \
    F(PFNGLCLAMPCOLORPROC, ClampColor)                                                         \
    F(PFNGLCLIPCONTROLPROC, ClipControl)                                                       \
    F(PFNGLPIXELSTOREIPROC, PixelStorei)                                                       \
    F(PFNGLREADPIXELSPROC, ReadPixels)                                                         \
    F(PFNGLDRAWBUFFERPROC, DrawBuffer)                                                         \
    F(PFNGLDRAWBUFFERSPROC, DrawBuffers)                                                       \
    F(PFNGLREADBUFFERPROC, ReadBuffer)                                                         \
    F(PFNGLFLUSHPROC, Flush)                                                                   \
    F(PFNGLGENTEXTURESPROC, GenTextures)                                                       \
    F(PFNGLDELETETEXTURESPROC, DeleteTextures)                                                 \
    F(PFNGLBINDTEXTUREPROC, BindTexture)                                                       \
    F(PFNGLTEXIMAGE2DPROC, TexImage2D)                                                         \
    F(PFNGLTEXIMAGE3DPROC, TexImage3D)                                                         \
    F(PFNGLTEXPARAMETERIPROC, TexParameteri)                                                   \
    F(PFNGLACTIVETEXTUREPROC, ActiveTexture)                                                   \
    F(PFNGLGENSAMPLERSPROC, GenSamplers)                                                       \
    F(PFNGLDELETESAMPLERSPROC, DeleteSamplers)                                                 \
    F(PFNGLBINDSAMPLERPROC, BindSampler)                                                       \
    F(PFNGLSAMPLERPARAMETERIPROC, SamplerParameteri)                                           \
    F(PFNGLGENBUFFERSPROC, GenBuffers)                                                         \
    F(PFNGLDELETEBUFFERSPROC, DeleteBuffers)                                                   \
    F(PFNGLBINDBUFFERPROC, BindBuffer)                                                         \
    F(PFNGLBUFFERDATAPROC, BufferData)                                                         \
    F(PFNGLBINDBUFFERRANGEPROC, BindBufferRange)                                               \
    F(PFNGLCREATESHADERPROC, CreateShader)                                                     \
    F(PFNGLSHADERSOURCEPROC, ShaderSource)                                                     \
    F(PFNGLCOMPILESHADERPROC, CompileShader)                                                   \
    F(PFNGLGETSHADERIVPROC, GetShaderiv)                                                       \
    F(PFNGLGETSHADERINFOLOGPROC, GetShaderInfoLog)                                             \
    F(PFNGLDELETESHADERPROC, DeleteShader)                                                     \
    F(PFNGLCREATEPROGRAMPROC, CreateProgram)                                                   \
    F(PFNGLATTACHSHADERPROC, AttachShader)                                                     \
    F(PFNGLBINDATTRIBLOCATIONPROC, BindAttribLocation)                                         \
    F(PFNGLLINKPROGRAMPROC, LinkProgram)                                                       \
    F(PFNGLGETPROGRAMIVPROC, GetProgramiv)                                                     \
    F(PFNGLGETPROGRAMINFOLOGPROC, GetProgramInfoLog)                                           \
    F(PFNGLUSEPROGRAMPROC, UseProgram)                                                         \
    F(PFNGLDELETEPROGRAMPROC, DeleteProgram)                                                   \
    F(PFNGLGETUNIFORMLOCATIONPROC, GetUniformLocation)                                         \
    F(PFNGLUNIFORM1IPROC, Uniform1i)                                                           \
    F(PFNGLUNIFORM1FPROC, Uniform1f)                                                           \
    F(PFNGLUNIFORM4FPROC, Uniform4f)                                                           \
    F(PFNGLGETUNIFORMFVPROC, GetUniformfv)                                                     \
    F(PFNGLGENVERTEXARRAYSPROC, GenVertexArrays)                                               \
    F(PFNGLBINDVERTEXARRAYPROC, BindVertexArray)                                               \
    F(PFNGLDELETEVERTEXARRAYSPROC, DeleteVertexArrays)                                         \
    F(PFNGLVERTEXATTRIBPOINTERPROC, VertexAttribPointer)                                       \
    F(PFNGLENABLEVERTEXATTRIBARRAYPROC, EnableVertexAttribArray)                               \
    F(PFNGLDISABLEVERTEXATTRIBARRAYPROC, DisableVertexAttribArray)                             \
    F(PFNGLGETVERTEXATTRIBIVPROC, GetVertexAttribiv)                                           \
    F(PFNGLGETVERTEXATTRIBFVPROC, GetVertexAttribfv)                                           \
    F(PFNGLGETVERTEXATTRIBPOINTERVPROC, GetVertexAttribPointerv)                               \
    F(PFNGLVERTEXATTRIB4FPROC, VertexAttrib4f)                                                 \
    F(PFNGLDRAWARRAYSPROC, DrawArrays)                                                         \
    F(PFNGLGENFRAMEBUFFERSPROC, GenFramebuffers)                                               \
    F(PFNGLDELETEFRAMEBUFFERSPROC, DeleteFramebuffers)                                         \
    F(PFNGLBINDFRAMEBUFFERPROC, BindFramebuffer)                                               \
    F(PFNGLFRAMEBUFFERRENDERBUFFERPROC, FramebufferRenderbuffer)                               \
    F(PFNGLCHECKFRAMEBUFFERSTATUSPROC, CheckFramebufferStatus)                                 \
    F(PFNGLGETFRAMEBUFFERATTACHMENTPARAMETERIVPROC, GetFramebufferAttachmentParameteriv)       \
    F(PFNGLGENRENDERBUFFERSPROC, GenRenderbuffers)                                             \
    F(PFNGLDELETERENDERBUFFERSPROC, DeleteRenderbuffers)                                       \
    F(PFNGLBINDRENDERBUFFERPROC, BindRenderbuffer)                                             \
    F(PFNGLRENDERBUFFERSTORAGEPROC, RenderbufferStorage)                                       \
    F(PFNGLBLITFRAMEBUFFERPROC, BlitFramebuffer)                                               \
    F(PFNGLFENCESYNCPROC, FenceSync)                                                           \
    F(PFNGLWAITSYNCPROC, WaitSync)                                                             \
    F(PFNGLDELETESYNCPROC, DeleteSync)                                                         \
    F(PFNGLGENQUERIESPROC, GenQueries)                                                         \
    F(PFNGLDELETEQUERIESPROC, DeleteQueries)                                                   \
    F(PFNGLBEGINQUERYPROC, BeginQuery)                                                         \
    F(PFNGLENDQUERYPROC, EndQuery)                                                             \
    F(PFNGLGETQUERYIVPROC, GetQueryiv)                                                         \
    F(PFNGLGETQUERYOBJECTUIVPROC, GetQueryObjectuiv)                                           \
    F(SC_PFNALPHAFUNC, AlphaFunc)                                                              \
    F(SC_PFNENUM, ShadeModel)                                                                  \
    F(SC_PFNENUM, MatrixMode)                                                                  \
    F(SC_PFNLOADMATRIXF, LoadMatrixf)                                                          \
    F(SC_PFNCOLOR4F, Color4f)                                                                  \
    F(SC_PFNENUM, ClientActiveTexture)                                                         \
    F(SC_PFNENUM, EnableClientState)                                                           \
    F(SC_PFNENUM, DisableClientState)

struct glfuncs {
#define SC_FIELD(type, name) type name;
    SCENE_GL_FUNCS(SC_FIELD)
#undef SC_FIELD
};

/* One table for the process: the loader thread uses the same pointers (GLX, EGL and SDL hand out
   context-independent entry points). Filled once before the loader thread starts. */
static struct glfuncs gl;

/* What the context offers, limited to the capped version when the program asked for one. */
struct caps {
    int es, major, minor, ver;  /* ver = 10 * major + minor, after the cap */
    int core, compat;           /* desktop profile */
    const char *glsl;           /* "330", "150", "120", "300es", "100" */
    int vao, vao_oes, samplers, fbo, blit, pbo, tex3d, tex2darray, ubo, copybuf, xfb, sync;
    int query_any, query_samples, rdiscard, prim_restart, prim_restart_fixed, fb_srgb;
    int clip_control, v32, clip_distance, clamp_read, draw_buffers_fn, read_buffer;
    int pixel_rows, image_height, deriv_hint, blend_minmax, point_sprite_origin;
    int max_draw_buffers, max_tex_units, max_attribs;
    float line_width_max;
};

/* ------------------------------------------------------------------------------------------ */
/* Messages                                                                                    */

void scene_msg(const char *prog, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: ", prog);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

/* ------------------------------------------------------------------------------------------ */
/* Options                                                                                     */

static const char common_usage[] =
    "common options:\n"
    "  --frames N            draw N frames (swaps), then exit 0 (default 60)\n"
    "  --size WxH            window size (default 640x480)\n"
    "  --hostile             leave a large set of non-default GL state set at every swap and\n"
    "                        check after the swap that all of it is unchanged, glGetError clean\n"
    "  --fbo-bound           (with --hostile) leave one framebuffer object bound for drawing and\n"
    "                        another for reading at the swap\n"
    "  --clip-upper-left     (with --hostile) leave glClipControl(GL_UPPER_LEFT, GL_ZERO_TO_ONE)\n"
    "  --pending-error       leave a GL_INVALID_ENUM unread at every swap; after the swap\n"
    "                        glGetError must return exactly it, then GL_NO_ERROR\n"
    "  --present-by-blit     draw the scene into a framebuffer object and glBlitFramebuffer it\n"
    "                        to the window before the swap\n"
    "  --loader-thread       a second, shared context on a thread makes the scene's texture\n"
    "                        (a new one every frame, handed over with a fence)\n"
    "  --dump FRAME:PATH     before swap FRAME (from 1) write the back buffer as an RGB PNG,\n"
    "                        top row first (repeatable)\n"
    "  --dump-depth FRAME:PATH  before swap FRAME write the window's depth buffer as a 16-bit\n"
    "                        grey PNG (value = depth * 65535), top row first (desktop GL only)\n"
    "  --resize-at FRAME:WxH after swap FRAME resize the window and keep drawing (repeatable)\n"
    "  --swap-interval N     set the swap interval\n"
    "  --msaa N              a multisampled window framebuffer with N samples\n"
    "  --no-depth            a window without depth and stencil buffers (glx-scene)\n"
    "  --srgb                an sRGB-capable window framebuffer; GL_FRAMEBUFFER_SRGB on while drawing\n"
    "  --verbose             print the GL version, renderer and what was chosen\n"
    "  --help                this text\n"
    "exit codes: 0 success, 1 a check failed or a runtime error, 2 bad usage,\n"
    "            77 the requested feature is not offered here\n";

static void print_usage(FILE *f, const char *prog, const char *extra_usage)
{
    fprintf(f, "usage: %s [options]\n%s%s", prog, extra_usage ? extra_usage : "", common_usage);
}

static int parse_int(const char *s, int lo, int hi, int *out)
{
    char *end = NULL;
    long v;
    errno = 0;
    v = strtol(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || v < lo || v > hi) {
        return -1;
    }
    *out = (int)v;
    return 0;
}

static int parse_size(const char *s, int *w, int *h)
{
    char buf[64];
    char *x;
    if (strlen(s) >= sizeof buf) {
        return -1;
    }
    strcpy(buf, s);
    x = strchr(buf, 'x');
    if (!x) {
        return -1;
    }
    *x = '\0';
    if (parse_int(buf, 16, 8192, w) != 0 || parse_int(x + 1, 16, 8192, h) != 0) {
        return -1;
    }
    return 0;
}

int scene_parse_options(int argc, char **argv, const char *prog, const char *extra_usage,
                        scene_extra_option_fn extra, void *user, struct scene_options *o)
{
    int i;
    memset(o, 0, sizeof *o);
    o->frames = 60;
    o->width = 640;
    o->height = 480;
    o->swap_interval = -1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = (i + 1 < argc) ? argv[i + 1] : NULL;
        if (extra) {
            int r = extra(argc, argv, &i, user);
            if (r < 0) {
                print_usage(stderr, prog, extra_usage);
                return SCENE_EXIT_USAGE;
            }
            if (r > 0) {
                continue;
            }
        }
#define NEED_VALUE()                                                                           \
    do {                                                                                       \
        if (!v) {                                                                              \
            scene_msg(prog, "%s needs a value", a);                                            \
            print_usage(stderr, prog, extra_usage);                                            \
            return SCENE_EXIT_USAGE;                                                           \
        }                                                                                      \
        i++;                                                                                   \
    } while (0)
#define BAD_VALUE()                                                                            \
    do {                                                                                       \
        scene_msg(prog, "bad value for %s: '%s'", a, v);                                       \
        return SCENE_EXIT_USAGE;                                                               \
    } while (0)
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_usage(stdout, prog, extra_usage);
            return SCENE_EXIT_OK;
        } else if (strcmp(a, "--frames") == 0) {
            NEED_VALUE();
            if (parse_int(v, 1, 100000000, &o->frames) != 0) BAD_VALUE();
        } else if (strcmp(a, "--size") == 0) {
            NEED_VALUE();
            if (parse_size(v, &o->width, &o->height) != 0) BAD_VALUE();
        } else if (strcmp(a, "--hostile") == 0) {
            o->hostile = 1;
        } else if (strcmp(a, "--fbo-bound") == 0) {
            o->fbo_bound = 1;
        } else if (strcmp(a, "--clip-upper-left") == 0) {
            o->clip_upper_left = 1;
        } else if (strcmp(a, "--pending-error") == 0) {
            o->pending_error = 1;
        } else if (strcmp(a, "--present-by-blit") == 0) {
            o->present_by_blit = 1;
        } else if (strcmp(a, "--loader-thread") == 0) {
            o->loader_thread = 1;
        } else if (strcmp(a, "--verbose") == 0) {
            o->verbose = 1;
        } else if (strcmp(a, "--srgb") == 0) {
            o->srgb = 1;
        } else if (strcmp(a, "--no-depth") == 0) {
            o->no_depth = 1;
        } else if (strcmp(a, "--msaa") == 0) {
            NEED_VALUE();
            if (parse_int(v, 0, 64, &o->msaa) != 0) BAD_VALUE();
        } else if (strcmp(a, "--swap-interval") == 0) {
            NEED_VALUE();
            if (parse_int(v, 0, 16, &o->swap_interval) != 0) BAD_VALUE();
        } else if (strcmp(a, "--dump") == 0 || strcmp(a, "--dump-depth") == 0) {
            const char *colon;
            char num[32];
            int depth = strcmp(a, "--dump-depth") == 0;
            struct scene_dump *d;
            NEED_VALUE();
            colon = strchr(v, ':');
            if (!colon || colon == v || (size_t)(colon - v) >= sizeof num || colon[1] == '\0') BAD_VALUE();
            memcpy(num, v, (size_t)(colon - v));
            num[colon - v] = '\0';
            if ((depth ? o->ndepth_dumps : o->ndumps) >= SCENE_MAX_LIST) {
                scene_msg(prog, "at most %d %s options", SCENE_MAX_LIST, a);
                return SCENE_EXIT_USAGE;
            }
            d = depth ? &o->depth_dumps[o->ndepth_dumps++] : &o->dumps[o->ndumps++];
            if (parse_int(num, 1, 100000000, &d->frame) != 0) BAD_VALUE();
            d->path = colon + 1;
        } else if (strcmp(a, "--resize-at") == 0) {
            const char *colon;
            char num[32];
            struct scene_resize *r;
            NEED_VALUE();
            colon = strchr(v, ':');
            if (!colon || colon == v || (size_t)(colon - v) >= sizeof num) BAD_VALUE();
            memcpy(num, v, (size_t)(colon - v));
            num[colon - v] = '\0';
            if (o->nresizes >= SCENE_MAX_LIST) {
                scene_msg(prog, "at most %d --resize-at options", SCENE_MAX_LIST);
                return SCENE_EXIT_USAGE;
            }
            r = &o->resizes[o->nresizes];
            if (parse_int(num, 1, 100000000, &r->frame) != 0 ||
                parse_size(colon + 1, &r->width, &r->height) != 0) BAD_VALUE();
            o->nresizes++;
        } else {
            scene_msg(prog, "unknown option '%s'", a);
            print_usage(stderr, prog, extra_usage);
            return SCENE_EXIT_USAGE;
        }
#undef NEED_VALUE
#undef BAD_VALUE
    }
    if ((o->fbo_bound || o->clip_upper_left) && !o->hostile) {
        scene_msg(prog, "--fbo-bound and --clip-upper-left need --hostile");
        return SCENE_EXIT_USAGE;
    }
    if (o->present_by_blit && o->msaa > 0) {
        scene_msg(prog, "--present-by-blit cannot be combined with --msaa (a blit into a "
                        "multisampled window framebuffer is invalid)");
        return SCENE_EXIT_USAGE;
    }
    return -1;
}

/* ------------------------------------------------------------------------------------------ */
/* The scene                                                                                   */

enum ck_kind {
    CK_ENABLED,     /* glIsEnabled(pname) */
    CK_INT,         /* glGetIntegerv(pname), n values */
    CK_FLOAT,       /* glGetFloatv(pname), n values */
    CK_BOOL,        /* glGetBooleanv(pname), n values */
    CK_INT_I,       /* glGetIntegeri_v(pname, index) */
    CK_TEXUNIT,     /* glGetIntegerv(pname) with texture unit index active */
    CK_ATTRIB_I,    /* glGetVertexAttribiv(index, pname) */
    CK_ATTRIB_F,    /* glGetVertexAttribfv(index, GL_CURRENT_VERTEX_ATTRIB), 4 values */
    CK_ATTRIB_PTR,  /* glGetVertexAttribPointerv(index, GL_VERTEX_ATTRIB_ARRAY_POINTER) */
    CK_QUERY,       /* glGetQueryiv(pname, GL_CURRENT_QUERY) */
    CK_UNIFORM,     /* glGetUniformfv(program index, location pname), 4 values */
    CK_DEFAULT_FB   /* glGetIntegerv(pname) with framebuffer 0 bound */
};

#define MAX_CHECKS 256

struct check {
    char name[80];
    enum ck_kind kind;
    GLenum pname;
    GLuint index;
    int n;
    int hex;
    double expect[16];
};

struct loader {
    pthread_t thread;
    int started;
    pthread_mutex_t mutex;
    pthread_cond_t cond;
    int want, quit, failed, has_ready;
    GLuint ready_tex;
    GLsync ready_fence;
    const struct scene_platform *platform;
    char error[256];
};

struct scene {
    const char *prog;
    const struct scene_options *o;
    const struct scene_platform *p;
    struct caps c;
    int w, h;
    int frame;
    int failures;
    int self_check_failed;

    GLuint program, vbo, vao, tex;
    GLint u_depth, u_color, u_mode, u_width, u_tex;
    GLuint blit_fbo, blit_color, blit_depth;

    /* hostile objects */
    GLuint hprog, hvao, hbuf[10], htex[6], hsamp[2], hfbo[2], hrb[6], hquery;
    GLint hu;
    GLenum query_target;
    int query_active;
    int nchecks;
    struct check checks[MAX_CHECKS];
    /* a mismatch is printed once per check and phase (0 before the swap, 1 after it) */
    unsigned char reported[2][MAX_CHECKS];

    struct loader loader;
};

#define FAIL(s, ...)                                                                           \
    do {                                                                                       \
        scene_msg((s)->prog, __VA_ARGS__);                                                     \
        (s)->failures++;                                                                       \
    } while (0)

static int has_ext_list(const char *list, const char *name)
{
    size_t n = strlen(name);
    const char *p = list;
    while (p && (p = strstr(p, name)) != NULL) {
        if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) {
            return 1;
        }
        p += n;
    }
    return 0;
}

static char *ext_string; /* space-separated */

static int has_ext(const char *name)
{
    return ext_string && has_ext_list(ext_string, name);
}

static void load_extensions(int modern)
{
    free(ext_string);
    ext_string = NULL;
    if (modern) {
        GLint n = 0, i;
        size_t len = 1, pos = 0;
        gl.GetIntegerv(GL_NUM_EXTENSIONS, &n);
        for (i = 0; i < n; i++) {
            const char *e = (const char *)gl.GetStringi(GL_EXTENSIONS, (GLuint)i);
            len += e ? strlen(e) + 1 : 0;
        }
        ext_string = malloc(len);
        if (!ext_string) {
            return;
        }
        ext_string[0] = '\0';
        for (i = 0; i < n; i++) {
            const char *e = (const char *)gl.GetStringi(GL_EXTENSIONS, (GLuint)i);
            size_t l;
            if (!e) {
                continue;
            }
            l = strlen(e);
            memcpy(ext_string + pos, e, l);
            pos += l;
            ext_string[pos++] = ' ';
            ext_string[pos] = '\0';
        }
    } else {
        const char *e = (const char *)gl.GetString(GL_EXTENSIONS);
        ext_string = strdup(e ? e : "");
    }
}

static int load_gl(scene_getproc_fn getproc, int gles, int es2_level, const char *prog)
{
    (void)prog;
#define SC_LOAD(type, name) gl.name = (type)getproc("gl" #name);
    SCENE_GL_FUNCS(SC_LOAD)
#undef SC_LOAD
    if (gles) {
        /* ES spells a few of these with suffixes. */
        if (es2_level) {
            gl.GenVertexArrays = (PFNGLGENVERTEXARRAYSPROC)getproc("glGenVertexArraysOES");
            gl.BindVertexArray = (PFNGLBINDVERTEXARRAYPROC)getproc("glBindVertexArrayOES");
            gl.DeleteVertexArrays = (PFNGLDELETEVERTEXARRAYSPROC)getproc("glDeleteVertexArraysOES");
        }
        gl.ClipControl = (PFNGLCLIPCONTROLPROC)getproc("glClipControlEXT");
    }
    if (!gl.GetString || !gl.GetError || !gl.GetIntegerv || !gl.Clear || !gl.DrawArrays ||
        !gl.CreateShader) {
        return -1;
    }
    return 0;
}

static void detect_caps(struct scene *s, const struct scene_api *api)
{
    struct caps *c = &s->c;
    const char *v = (const char *)gl.GetString(GL_VERSION);
    int major = 0, minor = 0, ver, capped;
    GLint mask = 0, flags = 0;
    float range[2] = {1.0f, 1.0f};

    memset(c, 0, sizeof *c);
    c->es = api->gles;
    if (v) {
        const char *p = c->es ? strstr(v, "OpenGL ES") : v;
        if (p && c->es) {
            p += strlen("OpenGL ES");
            while (*p && (*p < '0' || *p > '9')) {
                p++;
            }
        }
        if (p && sscanf(p, "%d.%d", &major, &minor) != 2) {
            major = minor = 0;
        }
    }
    c->major = major;
    c->minor = minor;
    ver = major * 10 + minor;
    load_extensions(ver >= 30);
    if (!c->es) {
        if (ver >= 32) {
            gl.GetIntegerv(GL_CONTEXT_PROFILE_MASK, &mask);
            c->core = (mask & GL_CONTEXT_CORE_PROFILE_BIT) != 0;
        } else if (ver == 31) {
            c->core = !has_ext("GL_ARB_compatibility");
        } else if (ver == 30) {
            gl.GetIntegerv(GL_CONTEXT_FLAGS, &flags);
            c->core = (flags & GL_CONTEXT_FLAG_FORWARD_COMPATIBLE_BIT) != 0;
        }
        c->compat = !c->core;
    }
    capped = api->cap_major > 0 && api->cap_major * 10 + api->cap_minor < ver;
    if (capped) {
        ver = api->cap_major * 10 + api->cap_minor;
    }
    c->ver = ver;
    /* With a cap, only the capped core version's features are used, plus the extensions that
       games written for that version commonly use (framebuffer objects, sRGB, clip control). */
#define V(x) (ver >= (x))
#define X(name) (!capped && has_ext(name))
    if (c->es) {
        c->glsl = V(30) ? "300es" : "100";
        c->vao = V(30) || has_ext("GL_OES_vertex_array_object");
        c->vao_oes = !V(30) && c->vao;
        c->samplers = c->pbo = c->tex3d = c->tex2darray = c->ubo = c->copybuf = c->xfb = V(30);
        c->sync = c->query_any = c->rdiscard = c->prim_restart_fixed = V(30);
        c->draw_buffers_fn = c->read_buffer = c->pixel_rows = c->image_height = V(30);
        c->blend_minmax = V(30) || has_ext("GL_EXT_blend_minmax");
        c->deriv_hint = V(30) || has_ext("GL_OES_standard_derivatives");
        c->fbo = 1;
        c->blit = V(30);
        c->fb_srgb = has_ext("GL_EXT_sRGB_write_control");
        c->clip_control = has_ext("GL_EXT_clip_control");
    } else {
        if (c->core) {
            c->glsl = V(33) ? "330" : "150";
        } else {
            c->glsl = "120";
        }
        c->vao = V(30) || X("GL_ARB_vertex_array_object");
        c->samplers = V(33) || X("GL_ARB_sampler_objects");
        c->fbo = V(30) || has_ext("GL_ARB_framebuffer_object");
        c->blit = c->fbo;
        c->pbo = V(21);
        c->tex3d = V(12);
        c->tex2darray = V(30);
        c->ubo = c->copybuf = V(31);
        c->xfb = V(30);
        c->sync = V(32) || X("GL_ARB_sync");
        c->query_any = V(33);
        c->query_samples = V(15);
        c->rdiscard = V(30);
        c->prim_restart = V(31);
        c->prim_restart_fixed = V(43);
        c->fb_srgb = V(30) || has_ext("GL_ARB_framebuffer_sRGB") || has_ext("GL_EXT_framebuffer_sRGB");
        c->clip_control = V(45) || has_ext("GL_ARB_clip_control");
        c->v32 = V(32);
        c->clip_distance = V(30);
        c->clamp_read = V(30);
        c->draw_buffers_fn = V(20);
        c->read_buffer = 1;
        c->pixel_rows = 1;
        c->image_height = V(12);
        c->deriv_hint = V(20);
        c->blend_minmax = V(14);
        c->point_sprite_origin = V(20);
    }
#undef V
#undef X
    c->max_draw_buffers = 1;
    if (c->draw_buffers_fn) {
        gl.GetIntegerv(GL_MAX_DRAW_BUFFERS, &c->max_draw_buffers);
    }
    gl.GetIntegerv(GL_MAX_COMBINED_TEXTURE_IMAGE_UNITS, &c->max_tex_units);
    gl.GetIntegerv(GL_MAX_VERTEX_ATTRIBS, &c->max_attribs);
    gl.GetFloatv(GL_ALIASED_LINE_WIDTH_RANGE, range);
    c->line_width_max = range[1];
    while (gl.GetError() != GL_NO_ERROR) {
    }
}

static GLuint compile(struct scene *s, GLenum type, const char *body)
{
    const char *prelude;
    const char *src[2];
    GLuint sh;
    GLint ok = 0;
    const char *g = s->c.glsl;
    if (strcmp(g, "330") == 0 || strcmp(g, "150") == 0) {
        prelude = strcmp(g, "330") == 0 ? "#version 330 core\n"
                                          "#define ATTR in\n#define VARY_V out\n#define VARY_F in\n"
                                          "#define FRAG_DECL out vec4 frag_color;\n"
                                          "#define FRAG frag_color\n#define TEX texture\n"
                                        : "#version 150\n"
                                          "#define ATTR in\n#define VARY_V out\n#define VARY_F in\n"
                                          "#define FRAG_DECL out vec4 frag_color;\n"
                                          "#define FRAG frag_color\n#define TEX texture\n";
    } else if (strcmp(g, "300es") == 0) {
        prelude = "#version 300 es\nprecision highp float;\nprecision highp sampler2D;\n"
                  "#define ATTR in\n#define VARY_V out\n#define VARY_F in\n"
                  "#define FRAG_DECL out vec4 frag_color;\n"
                  "#define FRAG frag_color\n#define TEX texture\n";
    } else if (strcmp(g, "100") == 0) {
        prelude = "#version 100\n#ifdef GL_FRAGMENT_PRECISION_HIGH\nprecision highp float;\n"
                  "precision highp sampler2D;\n#else\nprecision mediump float;\n#endif\n"
                  "#define ATTR attribute\n#define VARY_V varying\n#define VARY_F varying\n"
                  "#define FRAG_DECL\n#define FRAG gl_FragColor\n#define TEX texture2D\n";
    } else {
        prelude = "#version 120\n"
                  "#define ATTR attribute\n#define VARY_V varying\n#define VARY_F varying\n"
                  "#define FRAG_DECL\n#define FRAG gl_FragColor\n#define TEX texture2D\n";
    }
    src[0] = prelude;
    src[1] = body;
    sh = gl.CreateShader(type);
    gl.ShaderSource(sh, 2, src, NULL);
    gl.CompileShader(sh);
    gl.GetShaderiv(sh, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[2048];
        log[0] = '\0';
        gl.GetShaderInfoLog(sh, sizeof log, NULL, log);
        FAIL(s, "shader (GLSL %s) did not compile: %s", g, log);
        gl.DeleteShader(sh);
        return 0;
    }
    return sh;
}

static GLuint link_program(struct scene *s, const char *vs_body, const char *fs_body,
                           const char *attr0, const char *attr1)
{
    GLuint vs = compile(s, GL_VERTEX_SHADER, vs_body);
    GLuint fs = compile(s, GL_FRAGMENT_SHADER, fs_body);
    GLuint prog;
    GLint ok = 0;
    if (!vs || !fs) {
        return 0;
    }
    prog = gl.CreateProgram();
    gl.AttachShader(prog, vs);
    gl.AttachShader(prog, fs);
    if (attr0) {
        gl.BindAttribLocation(prog, 0, attr0);
    }
    if (attr1) {
        gl.BindAttribLocation(prog, 1, attr1);
    }
    gl.LinkProgram(prog);
    gl.DeleteShader(vs);
    gl.DeleteShader(fs);
    gl.GetProgramiv(prog, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[2048];
        log[0] = '\0';
        gl.GetProgramInfoLog(prog, sizeof log, NULL, log);
        FAIL(s, "program did not link: %s", log);
        gl.DeleteProgram(prog);
        return 0;
    }
    return prog;
}

static const char scene_vs[] =
    "ATTR vec2 a_pos;\n"
    "ATTR vec2 a_uv;\n"
    "uniform float u_depth;\n"
    "VARY_V vec2 v_uv;\n"
    "void main() {\n"
    "    v_uv = a_uv;\n"
    "    gl_Position = vec4(a_pos, u_depth * 2.0 - 1.0, 1.0);\n"
    "}\n";

/* u_mode 0: flat u_color; 1: the grey ramp, level = floor((256 x + 128) / width) for pixel
   column x (0.25 keeps exact quotients away from the floor); 2: the texture. */
static const char scene_fs[] =
    "uniform vec4 u_color;\n"
    "uniform float u_mode;\n"
    "uniform float u_width;\n"
    "uniform sampler2D u_tex;\n"
    "VARY_F vec2 v_uv;\n"
    "FRAG_DECL\n"
    "void main() {\n"
    "    vec4 c = u_color;\n"
    "    if (u_mode > 1.5) {\n"
    "        c = TEX(u_tex, v_uv);\n"
    "    } else if (u_mode > 0.5) {\n"
    "        float x = floor(gl_FragCoord.x);\n"
    "        float l = floor((256.0 * x + 128.25) / u_width);\n"
    "        c = vec4(vec3(l / 255.0), 1.0);\n"
    "    }\n"
    "    FRAG = c;\n"
    "}\n";

static const char hostile_vs[] =
    "ATTR vec3 a_h;\n"
    "void main() { gl_Position = vec4(a_h, 1.0); }\n";
static const char hostile_fs[] =
    "uniform vec4 u_hostile;\n"
    "FRAG_DECL\n"
    "void main() { FRAG = u_hostile; }\n";

/* The 8x8 texture, top row first: texel (i, j) (column i, row j from the top) is C at (0, 0),
   else A when i + j is even and B when odd. */
static void checker(unsigned char out[8 * 8 * 4])
{
    static const unsigned char A[4] = {230, 230, 230, 255};
    static const unsigned char B[4] = {180, 20, 160, 255};
    static const unsigned char C[4] = {255, 128, 0, 255};
    int i, j;
    for (j = 0; j < 8; j++) {
        for (i = 0; i < 8; i++) {
            const unsigned char *c = (i == 0 && j == 0) ? C : ((i + j) % 2 == 0 ? A : B);
            memcpy(out + (j * 8 + i) * 4, c, 4);
        }
    }
}

/* Makes the 8x8 texture on the current context (unpack state at defaults is the caller's job). */
static GLuint make_checker_texture(int es)
{
    unsigned char px[8 * 8 * 4];
    GLuint t = 0;
    checker(px);
    gl.GenTextures(1, &t);
    gl.BindTexture(GL_TEXTURE_2D, t);
    gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    /* Row 0 of the upload is the top row: the quad maps v = 0 to its top edge. */
    gl.TexImage2D(GL_TEXTURE_2D, 0, es ? GL_RGBA : GL_RGBA8, 8, 8, 0, GL_RGBA, GL_UNSIGNED_BYTE, px);
    return t;
}

/* ------------------------------------------------------------------------------------------ */
/* Loader thread                                                                               */

static void *loader_main(void *arg)
{
    struct scene *s = arg;
    struct loader *L = &s->loader;
    if (L->platform->loader_begin(L->platform->user) != 0) {
        pthread_mutex_lock(&L->mutex);
        L->failed = 1;
        snprintf(L->error, sizeof L->error, "the loader thread could not make its shared context current");
        pthread_cond_broadcast(&L->cond);
        pthread_mutex_unlock(&L->mutex);
        return NULL;
    }
    gl.PixelStorei(GL_UNPACK_ALIGNMENT, 4);
    for (;;) {
        GLuint t;
        GLsync f;
        GLenum err;
        pthread_mutex_lock(&L->mutex);
        while (!L->want && !L->quit) {
            pthread_cond_wait(&L->cond, &L->mutex);
        }
        if (L->quit) {
            pthread_mutex_unlock(&L->mutex);
            break;
        }
        L->want = 0;
        pthread_mutex_unlock(&L->mutex);

        t = make_checker_texture(s->c.es);
        gl.BindTexture(GL_TEXTURE_2D, 0);
        f = gl.FenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        gl.Flush();
        err = gl.GetError();

        pthread_mutex_lock(&L->mutex);
        if (err != GL_NO_ERROR || !f) {
            L->failed = 1;
            snprintf(L->error, sizeof L->error, "the loader thread's upload raised GL error 0x%04x", err);
        }
        L->ready_tex = t;
        L->ready_fence = f;
        L->has_ready = 1;
        pthread_cond_broadcast(&L->cond);
        pthread_mutex_unlock(&L->mutex);
    }
    L->platform->loader_end(L->platform->user);
    return NULL;
}

static int loader_start(struct scene *s)
{
    struct loader *L = &s->loader;
    L->platform = s->p;
    pthread_mutex_init(&L->mutex, NULL);
    pthread_cond_init(&L->cond, NULL);
    L->want = 1;
    if (pthread_create(&L->thread, NULL, loader_main, s) != 0) {
        FAIL(s, "could not start the loader thread");
        return -1;
    }
    L->started = 1;
    return 0;
}

/* Takes the newest texture the loader made (waiting for the first one), asks for another. */
static void loader_take(struct scene *s)
{
    struct loader *L = &s->loader;
    GLuint t = 0;
    GLsync f = 0;
    int took = 0;
    pthread_mutex_lock(&L->mutex);
    while (s->tex == 0 && !L->has_ready && !L->failed) {
        pthread_cond_wait(&L->cond, &L->mutex);
    }
    if (L->failed && L->error[0]) {
        FAIL(s, "%s", L->error);
        L->error[0] = '\0';
    }
    if (L->has_ready) {
        t = L->ready_tex;
        f = L->ready_fence;
        L->has_ready = 0;
        L->want = 1;
        took = 1;
        pthread_cond_broadcast(&L->cond);
    }
    pthread_mutex_unlock(&L->mutex);
    if (took) {
        if (f) {
            gl.WaitSync(f, 0, GL_TIMEOUT_IGNORED);
            gl.DeleteSync(f);
        }
        if (s->tex) {
            gl.DeleteTextures(1, &s->tex);
        }
        s->tex = t;
    }
}

static void loader_stop(struct scene *s)
{
    struct loader *L = &s->loader;
    if (!L->started) {
        return;
    }
    pthread_mutex_lock(&L->mutex);
    L->quit = 1;
    pthread_cond_broadcast(&L->cond);
    pthread_mutex_unlock(&L->mutex);
    pthread_join(L->thread, NULL);
    if (L->has_ready) {
        if (L->ready_fence) {
            gl.DeleteSync(L->ready_fence);
        }
        gl.DeleteTextures(1, &L->ready_tex);
        L->has_ready = 0;
    }
    pthread_cond_destroy(&L->cond);
    pthread_mutex_destroy(&L->mutex);
    L->started = 0;
}

/* ------------------------------------------------------------------------------------------ */
/* Drawing                                                                                     */

struct rect {
    int x0, y0, x1, y1;     /* pixels, origin top-left, exclusive right/bottom */
    float r, g, b;          /* 0..255 */
    float depth;            /* window depth written, < 0: depth not written (stays 1.0) */
    int stencil;
    int mode;               /* 0 flat, 1 grey ramp, 2 texture */
};

#define NRECTS 6

static void layout(int W, int H, struct rect out[NRECTS])
{
    int xm = W / 2, ym = H / 2;
    int b0 = 3 * H / 8, b1 = 5 * H / 8;
    int m = W < H ? W : H;
    int S = 8 * (m / 32 > 1 ? m / 32 : 1);
    int tx = W / 8, ty = H / 8;
    const struct rect r[NRECTS] = {
        {0, 0, xm, ym, 220, 40, 30, 0.25f, 1, 0},      /* top-left */
        {xm, 0, W, ym, 30, 200, 60, 0.5f, 2, 0},       /* top-right */
        {0, ym, xm, H, 40, 60, 210, 0.75f, 3, 0},      /* bottom-left */
        {xm, ym, W, H, 240, 220, 40, -1.0f, 0, 0},     /* bottom-right: depth stays 1.0 */
        {0, b0, W, b1, 0, 0, 0, 0.125f, 0x10, 1},      /* the grey band */
        {tx, ty, tx + S, ty + S, 0, 0, 0, 0.0625f, 0x20, 2}, /* the textured square */
    };
    memcpy(out, r, sizeof r);
}

static void upload_vertices(struct scene *s, const struct rect *r)
{
    float v[NRECTS * 6 * 4];
    int i, k = 0;
    for (i = 0; i < NRECTS; i++) {
        float xl = 2.0f * (float)r[i].x0 / (float)s->w - 1.0f;
        float xr = 2.0f * (float)r[i].x1 / (float)s->w - 1.0f;
        float yt = 1.0f - 2.0f * (float)r[i].y0 / (float)s->h;
        float yb = 1.0f - 2.0f * (float)r[i].y1 / (float)s->h;
        /* uv (0,0) at the top-left corner, (1,1) at the bottom-right */
        const float q[6][4] = {
            {xl, yb, 0, 1}, {xr, yb, 1, 1}, {xr, yt, 1, 0},
            {xl, yb, 0, 1}, {xr, yt, 1, 0}, {xl, yt, 0, 0},
        };
        memcpy(v + k, q, sizeof q);
        k += 24;
    }
    gl.BindBuffer(GL_ARRAY_BUFFER, s->vbo);
    gl.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)sizeof v, v, GL_STREAM_DRAW);
}

static void set_default_fb_buffers(struct scene *s)
{
    /* framebuffer 0 is bound */
    if (!s->c.es) {
        gl.DrawBuffer(GL_BACK);
        gl.ReadBuffer(GL_BACK);
    } else if (s->c.draw_buffers_fn) {
        const GLenum back = GL_BACK;
        gl.DrawBuffers(1, &back);
        gl.ReadBuffer(GL_BACK);
    }
}

/* Puts back everything drawing the scene depends on (hostile state may be left from the last
   frame). */
static void reset_for_draw(struct scene *s)
{
    const struct caps *c = &s->c;
    if (c->fbo) {
        gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
    }
    set_default_fb_buffers(s);
    gl.Disable(GL_SCISSOR_TEST);
    gl.Disable(GL_BLEND);
    gl.Disable(GL_CULL_FACE);
    gl.Disable(GL_POLYGON_OFFSET_FILL);
    gl.Disable(GL_SAMPLE_ALPHA_TO_COVERAGE);
    gl.Disable(GL_SAMPLE_COVERAGE);
    gl.Disable(GL_DITHER);
    if (c->rdiscard) gl.Disable(GL_RASTERIZER_DISCARD);
    if (c->prim_restart_fixed) gl.Disable(GL_PRIMITIVE_RESTART_FIXED_INDEX);
    if (!c->es) {
        gl.PolygonMode(GL_FRONT_AND_BACK, GL_FILL);
        gl.Disable(GL_COLOR_LOGIC_OP);
        gl.Enable(GL_MULTISAMPLE);
        gl.Disable(GL_POLYGON_OFFSET_LINE);
        gl.Disable(GL_LINE_SMOOTH);
    }
    if (c->v32) {
        gl.Disable(GL_DEPTH_CLAMP);
        gl.Disable(GL_SAMPLE_MASK);
    }
    if (c->clip_distance) {
        gl.Disable(GL_CLIP_DISTANCE0);
        gl.Disable(GL_CLIP_DISTANCE3);
    }
    if (c->prim_restart) gl.Disable(GL_PRIMITIVE_RESTART);
    if (c->clip_control) gl.ClipControl(GL_LOWER_LEFT, GL_NEGATIVE_ONE_TO_ONE);
    if (c->fb_srgb) {
        if (s->o->srgb) gl.Enable(GL_FRAMEBUFFER_SRGB);
        else gl.Disable(GL_FRAMEBUFFER_SRGB);
    }
    if (c->compat) {
        gl.Disable(SC_GL_ALPHA_TEST);
    }
    gl.ColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    gl.DepthMask(GL_TRUE);
    if (c->es) gl.DepthRangef(0.0f, 1.0f);
    else gl.DepthRange(0.0, 1.0);
    gl.FrontFace(GL_CCW);
    gl.StencilMask(0xFF);
    gl.Viewport(0, 0, s->w, s->h);

    gl.UseProgram(s->program);
    if (c->vao) {
        gl.BindVertexArray(s->vao);
    } else {
        gl.DisableVertexAttribArray(2);
    }
    if (c->compat) {
        gl.DisableClientState(SC_GL_COLOR_ARRAY);
    }
    gl.ActiveTexture(GL_TEXTURE0);
    if (c->samplers) {
        gl.BindSampler(0, 0);
    }
}

static void draw_rects(struct scene *s, const struct rect *r, int color)
{
    int i;
    gl.ColorMask(color, color, color, color);
    gl.Enable(GL_DEPTH_TEST);
    gl.DepthFunc(GL_ALWAYS);
    gl.Enable(GL_STENCIL_TEST);
    gl.StencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
    gl.Uniform1f(s->u_width, (float)s->w);
    gl.BindTexture(GL_TEXTURE_2D, s->tex);
    for (i = 0; i < NRECTS; i++) {
        gl.DepthMask(r[i].depth >= 0.0f ? GL_TRUE : GL_FALSE);
        gl.Uniform1f(s->u_depth, r[i].depth >= 0.0f ? r[i].depth : 0.5f);
        gl.Uniform4f(s->u_color, r[i].r / 255.0f, r[i].g / 255.0f, r[i].b / 255.0f, 1.0f);
        gl.Uniform1f(s->u_mode, (float)r[i].mode);
        gl.StencilFunc(GL_ALWAYS, r[i].stencil, 0xFF);
        gl.DrawArrays(GL_TRIANGLES, 6 * i, 6);
    }
    gl.DepthMask(GL_TRUE);
    gl.ColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
}

static void clear_all(struct scene *s, GLbitfield bits)
{
    gl.ClearColor(0.0f, 0.0f, 0.0f, 1.0f);
    if (s->c.es || !gl.ClearDepth) gl.ClearDepthf(1.0f);
    else gl.ClearDepth(1.0);
    gl.ClearStencil(0);
    gl.Clear(bits);
}

static int alloc_blit_fbo(struct scene *s)
{
    GLenum st;
    gl.BindRenderbuffer(GL_RENDERBUFFER, s->blit_color);
    gl.RenderbufferStorage(GL_RENDERBUFFER, s->o->srgb ? GL_SRGB8_ALPHA8 : GL_RGBA8, s->w, s->h);
    gl.BindRenderbuffer(GL_RENDERBUFFER, s->blit_depth);
    gl.RenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, s->w, s->h);
    gl.BindRenderbuffer(GL_RENDERBUFFER, 0);
    gl.BindFramebuffer(GL_FRAMEBUFFER, s->blit_fbo);
    gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, s->blit_color);
    gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, s->blit_depth);
    gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_STENCIL_ATTACHMENT, GL_RENDERBUFFER, s->blit_depth);
    st = gl.CheckFramebufferStatus(GL_FRAMEBUFFER);
    gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
    if (st != GL_FRAMEBUFFER_COMPLETE) {
        FAIL(s, "the --present-by-blit framebuffer is incomplete (0x%04x)", st);
        return -1;
    }
    return 0;
}

static void draw_scene(struct scene *s)
{
    struct rect r[NRECTS];
    if (s->o->loader_thread) {
        loader_take(s);
    }
    layout(s->w, s->h, r);
    reset_for_draw(s);
    upload_vertices(s, r);
    gl.VertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 16, (const void *)0);
    gl.VertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 16, (const void *)8);
    gl.EnableVertexAttribArray(0);
    gl.EnableVertexAttribArray(1);
    if (s->o->present_by_blit) {
        /* the scene into the framebuffer object, its colour blitted to the window, then the
           window's depth and stencil drawn directly (colour writes off) so they match */
        gl.BindFramebuffer(GL_FRAMEBUFFER, s->blit_fbo);
        clear_all(s, GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
        draw_rects(s, r, 1);
        gl.BindFramebuffer(GL_READ_FRAMEBUFFER, s->blit_fbo);
        gl.BindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
        gl.BlitFramebuffer(0, 0, s->w, s->h, 0, 0, s->w, s->h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
        gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
        clear_all(s, GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
        draw_rects(s, r, 0);
    } else {
        clear_all(s, GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
        draw_rects(s, r, 1);
    }
    /* leave the state a plain game would leave: no tests on */
    gl.Disable(GL_DEPTH_TEST);
    gl.Disable(GL_STENCIL_TEST);
    {
        GLenum err = gl.GetError();
        if (err != GL_NO_ERROR) {
            FAIL(s, "frame %d: drawing the scene raised GL error 0x%04x", s->frame, err);
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Hostile state: set (registering a check for each piece) and check                           */

static void ck_add(struct scene *s, enum ck_kind kind, const char *name, GLenum pname,
                   GLuint index, int n, const double *expect, int hex)
{
    struct check *k;
    if (s->nchecks >= MAX_CHECKS) {
        FAIL(s, "internal: too many checks");
        return;
    }
    k = &s->checks[s->nchecks++];
    memset(k, 0, sizeof *k);
    snprintf(k->name, sizeof k->name, "%s", name);
    k->kind = kind;
    k->pname = pname;
    k->index = index;
    k->n = n;
    k->hex = hex;
    memcpy(k->expect, expect, sizeof(double) * (size_t)n);
}

static void ck_ints(struct scene *s, const char *name, GLenum pname, const GLint *v, int n, int hex)
{
    double e[16];
    int i;
    for (i = 0; i < n; i++) e[i] = v[i];
    ck_add(s, CK_INT, name, pname, 0, n, e, hex);
}

static void ck_floats(struct scene *s, const char *name, GLenum pname, const float *v, int n)
{
    double e[16];
    int i;
    for (i = 0; i < n; i++) e[i] = v[i];
    ck_add(s, CK_FLOAT, name, pname, 0, n, e, 0);
}

static void ck_bools(struct scene *s, const char *name, GLenum pname, const int *v, int n)
{
    double e[16];
    int i;
    for (i = 0; i < n; i++) e[i] = v[i] ? 1 : 0;
    ck_add(s, CK_BOOL, name, pname, 0, n, e, 0);
}

static void ck_one(struct scene *s, enum ck_kind kind, const char *name, GLenum pname, GLuint index,
                   double v, int hex)
{
    ck_add(s, kind, name, pname, index, 1, &v, hex);
}

#define NARGS_INT(...) ((int)(sizeof((GLint[]){__VA_ARGS__}) / sizeof(GLint)))
#define NARGS_FLT(...) ((int)(sizeof((float[]){__VA_ARGS__}) / sizeof(float)))
#define NARGS_BOOL(...) ((int)(sizeof((int[]){__VA_ARGS__}) / sizeof(int)))
/* integer values printed in decimal / enums printed in hex */
#define CKI(s, p, ...) ck_ints(s, #p, p, (const GLint[]){__VA_ARGS__}, NARGS_INT(__VA_ARGS__), 0)
#define CKE(s, p, ...) ck_ints(s, #p, p, (const GLint[]){__VA_ARGS__}, NARGS_INT(__VA_ARGS__), 1)
#define CKF(s, p, ...) ck_floats(s, #p, p, (const float[]){__VA_ARGS__}, NARGS_FLT(__VA_ARGS__))
#define CKB(s, p, ...) ck_bools(s, #p, p, (const int[]){__VA_ARGS__}, NARGS_BOOL(__VA_ARGS__))

static void h_err(struct scene *s, const char *what)
{
    GLenum e = gl.GetError();
    if (e != GL_NO_ERROR) {
        FAIL(s, "frame %d: setting hostile state (%s) raised GL error 0x%04x", s->frame, what, e);
        s->self_check_failed = 1;
    }
}

/* Run a GL call that sets hostile state, then make sure it raised no error. */
#define HC(s, call)                                                                            \
    do {                                                                                       \
        gl.call;                                                                               \
        h_err(s, #call);                                                                       \
    } while (0)

static void h_enable(struct scene *s, GLenum cap, const char *name, int on)
{
    if (on) gl.Enable(cap);
    else gl.Disable(cap);
    h_err(s, name);
    ck_one(s, CK_ENABLED, name, cap, 0, on ? 1 : 0, 0);
}
#define HEN(s, cap) h_enable(s, cap, #cap, 1)
#define HDIS(s, cap) h_enable(s, cap, #cap, 0)

static int make_hostile_objects(struct scene *s)
{
    const struct caps *c = &s->c;
    unsigned char zero[256];
    memset(zero, 0, sizeof zero);
    s->hprog = link_program(s, hostile_vs, hostile_fs, "a_h", NULL);
    if (!s->hprog) {
        return -1;
    }
    s->hu = gl.GetUniformLocation(s->hprog, "u_hostile");
    gl.UseProgram(s->hprog);
    gl.Uniform4f(s->hu, 0.125f, 0.25f, 0.5f, 0.75f);
    gl.UseProgram(0);

    gl.GenBuffers(10, s->hbuf);
    /* 0 attrib array, 1 element, 2 array binding, 3 unpack, 4 pack, 5 ubo generic, 6 ubo
       indexed, 7 copy read, 8 copy write, 9 transform feedback */
    {
        int i;
        for (i = 0; i < 10; i++) {
            gl.BindBuffer(GL_ARRAY_BUFFER, s->hbuf[i]);
            gl.BufferData(GL_ARRAY_BUFFER, 256, zero, GL_STATIC_DRAW);
        }
        gl.BindBuffer(GL_ARRAY_BUFFER, 0);
    }
    if (c->vao) {
        gl.GenVertexArrays(1, &s->hvao);
        gl.BindVertexArray(s->hvao);
        gl.BindBuffer(GL_ELEMENT_ARRAY_BUFFER, s->hbuf[1]);
        gl.BindBuffer(GL_ARRAY_BUFFER, s->hbuf[0]);
        gl.VertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, 12, (const void *)4);
        gl.EnableVertexAttribArray(2);
        gl.BindBuffer(GL_ARRAY_BUFFER, 0);
        gl.BindVertexArray(s->vao);
    }

    gl.GenTextures(6, s->htex);
    /* 0..2: 2D 4x4, 3: cube 1x1, 4: 2D array, 5: 3D */
    {
        int i;
        for (i = 0; i < 3; i++) {
            gl.BindTexture(GL_TEXTURE_2D, s->htex[i]);
            gl.TexImage2D(GL_TEXTURE_2D, 0, c->es ? GL_RGBA : GL_RGBA8, 4, 4, 0, GL_RGBA, GL_UNSIGNED_BYTE, zero);
        }
        gl.BindTexture(GL_TEXTURE_2D, 0);
        gl.BindTexture(GL_TEXTURE_CUBE_MAP, s->htex[3]);
        for (i = 0; i < 6; i++) {
            gl.TexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + (GLenum)i, 0, c->es ? GL_RGBA : GL_RGBA8, 1, 1, 0,
                          GL_RGBA, GL_UNSIGNED_BYTE, zero);
        }
        gl.BindTexture(GL_TEXTURE_CUBE_MAP, 0);
        if (c->tex2darray) {
            gl.BindTexture(GL_TEXTURE_2D_ARRAY, s->htex[4]);
            gl.TexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, 2, 2, 2, 0, GL_RGBA, GL_UNSIGNED_BYTE, zero);
            gl.BindTexture(GL_TEXTURE_2D_ARRAY, 0);
        }
        if (c->tex3d) {
            gl.BindTexture(GL_TEXTURE_3D, s->htex[5]);
            gl.TexImage3D(GL_TEXTURE_3D, 0, GL_RGBA8, 2, 2, 2, 0, GL_RGBA, GL_UNSIGNED_BYTE, zero);
            gl.BindTexture(GL_TEXTURE_3D, 0);
        }
    }
    if (c->samplers) {
        gl.GenSamplers(2, s->hsamp);
        gl.SamplerParameteri(s->hsamp[0], GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        gl.SamplerParameteri(s->hsamp[1], GL_TEXTURE_WRAP_S, GL_MIRRORED_REPEAT);
    }
    if (c->fbo) {
        int i;
        GLenum st;
        gl.GenRenderbuffers(6, s->hrb);
        for (i = 0; i < 5; i++) {
            gl.BindRenderbuffer(GL_RENDERBUFFER, s->hrb[i]);
            gl.RenderbufferStorage(GL_RENDERBUFFER, c->es && c->ver < 30 ? GL_RGBA4 : GL_RGBA8, 16, 16);
        }
        /* The draw framebuffer gets an 8-bit stencil buffer: glGetIntegerv(GL_STENCIL_REF) clamps
           to the bound draw framebuffer's stencil bits. */
        gl.BindRenderbuffer(GL_RENDERBUFFER, s->hrb[5]);
        gl.RenderbufferStorage(GL_RENDERBUFFER, c->es && c->ver < 30 ? GL_STENCIL_INDEX8 : GL_DEPTH24_STENCIL8, 16, 16);
        gl.BindRenderbuffer(GL_RENDERBUFFER, 0);
        gl.GenFramebuffers(2, s->hfbo);
        for (i = 0; i < 2; i++) {
            gl.BindFramebuffer(GL_FRAMEBUFFER, s->hfbo[i]);
            gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, s->hrb[2 * i]);
            if (c->max_draw_buffers >= 2) {
                gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT1, GL_RENDERBUFFER, s->hrb[2 * i + 1]);
            }
            if (i == 0) {
                gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_STENCIL_ATTACHMENT, GL_RENDERBUFFER, s->hrb[5]);
            }
            st = gl.CheckFramebufferStatus(GL_FRAMEBUFFER);
            if (st != GL_FRAMEBUFFER_COMPLETE) {
                FAIL(s, "hostile framebuffer %d is incomplete (0x%04x)", i, st);
            }
        }
        gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
    }
    if (c->query_any || c->query_samples) {
        gl.GenQueries(1, &s->hquery);
        s->query_target = c->query_any ? GL_ANY_SAMPLES_PASSED : GL_SAMPLES_PASSED;
    }
    {
        GLenum err = gl.GetError();
        if (err != GL_NO_ERROR) {
            FAIL(s, "making the hostile objects raised GL error 0x%04x", err);
            return -1;
        }
    }
    return 0;
}

static void bind_unit(struct scene *s, int unit, GLenum target, GLenum binding, const char *bname, GLuint tex)
{
    char name[80];
    gl.ActiveTexture(GL_TEXTURE0 + (GLenum)unit);
    gl.BindTexture(target, tex);
    snprintf(name, sizeof name, "texture unit %d %s", unit, bname);
    h_err(s, name);
    ck_one(s, CK_TEXUNIT, name, binding, (GLuint)unit, tex, 0);
}

static void bind_sampler(struct scene *s, int unit, GLuint sampler)
{
    char name[80];
    gl.BindSampler((GLuint)unit, sampler);
    snprintf(name, sizeof name, "texture unit %d GL_SAMPLER_BINDING", unit);
    h_err(s, name);
    ck_one(s, CK_TEXUNIT, name, GL_SAMPLER_BINDING, (GLuint)unit, sampler, 0);
}

static void set_hostile(struct scene *s)
{
    const struct caps *c = &s->c;
    const struct scene_options *o = s->o;
    s->nchecks = 0;

    /* The window's draw and read buffers (framebuffer 0 is bound after drawing). */
    if (!c->es) {
        HC(s, DrawBuffer(GL_FRONT));
        HC(s, ReadBuffer(GL_FRONT));
        ck_one(s, CK_DEFAULT_FB, "framebuffer 0 GL_DRAW_BUFFER", GL_DRAW_BUFFER, 0, GL_FRONT, 1);
        ck_one(s, CK_DEFAULT_FB, "framebuffer 0 GL_READ_BUFFER", GL_READ_BUFFER, 0, GL_FRONT, 1);
    } else if (c->draw_buffers_fn) {
        const GLenum none = GL_NONE;
        HC(s, DrawBuffers(1, &none));
        HC(s, ReadBuffer(GL_NONE));
        ck_one(s, CK_DEFAULT_FB, "framebuffer 0 GL_DRAW_BUFFER0", GL_DRAW_BUFFER0, 0, GL_NONE, 1);
        ck_one(s, CK_DEFAULT_FB, "framebuffer 0 GL_READ_BUFFER", GL_READ_BUFFER, 0, GL_NONE, 1);
    }
    if (o->fbo_bound) {
        if (c->blit) {
            HC(s, BindFramebuffer(GL_DRAW_FRAMEBUFFER, s->hfbo[0]));
            if (c->draw_buffers_fn && c->max_draw_buffers >= 2) {
                const GLenum bufs[2] = {GL_NONE, GL_COLOR_ATTACHMENT1};
                HC(s, DrawBuffers(2, bufs));
                CKE(s, GL_DRAW_BUFFER0, GL_NONE);
                CKE(s, GL_DRAW_BUFFER1, GL_COLOR_ATTACHMENT1);
            }
            HC(s, BindFramebuffer(GL_READ_FRAMEBUFFER, s->hfbo[1]));
            if (c->read_buffer && c->max_draw_buffers >= 2) {
                HC(s, ReadBuffer(GL_COLOR_ATTACHMENT1));
                CKE(s, GL_READ_BUFFER, GL_COLOR_ATTACHMENT1);
            }
            CKI(s, GL_DRAW_FRAMEBUFFER_BINDING, (GLint)s->hfbo[0]);
            CKI(s, GL_READ_FRAMEBUFFER_BINDING, (GLint)s->hfbo[1]);
        } else {
            HC(s, BindFramebuffer(GL_FRAMEBUFFER, s->hfbo[0]));
            CKI(s, GL_FRAMEBUFFER_BINDING, (GLint)s->hfbo[0]);
        }
    } else if (c->blit) {
        CKI(s, GL_DRAW_FRAMEBUFFER_BINDING, 0);
        CKI(s, GL_READ_FRAMEBUFFER_BINDING, 0);
    } else if (c->fbo) {
        CKI(s, GL_FRAMEBUFFER_BINDING, 0);
    }
    if (c->fbo) {
        HC(s, BindRenderbuffer(GL_RENDERBUFFER, s->hrb[4]));
        CKI(s, GL_RENDERBUFFER_BINDING, (GLint)s->hrb[4]);
    }

    HEN(s, GL_SCISSOR_TEST);
    HC(s, Scissor(5, 7, 31, 17));
    CKI(s, GL_SCISSOR_BOX, 5, 7, 31, 17);

    HEN(s, GL_BLEND);
    HC(s, BlendFuncSeparate(GL_ONE_MINUS_DST_COLOR, GL_CONSTANT_ALPHA, GL_SRC_ALPHA_SATURATE,
                            GL_ONE_MINUS_CONSTANT_COLOR));
    CKE(s, GL_BLEND_SRC_RGB, GL_ONE_MINUS_DST_COLOR);
    CKE(s, GL_BLEND_DST_RGB, GL_CONSTANT_ALPHA);
    CKE(s, GL_BLEND_SRC_ALPHA, GL_SRC_ALPHA_SATURATE);
    CKE(s, GL_BLEND_DST_ALPHA, GL_ONE_MINUS_CONSTANT_COLOR);
    {
        GLenum a = c->blend_minmax ? GL_MAX : GL_FUNC_SUBTRACT;
        HC(s, BlendEquationSeparate(GL_FUNC_REVERSE_SUBTRACT, a));
        CKE(s, GL_BLEND_EQUATION_RGB, GL_FUNC_REVERSE_SUBTRACT);
        CKE(s, GL_BLEND_EQUATION_ALPHA, (GLint)a);
    }
    HC(s, BlendColor(0.1f, 0.2f, 0.3f, 0.4f));
    CKF(s, GL_BLEND_COLOR, 0.1f, 0.2f, 0.3f, 0.4f);

    HC(s, ColorMask(GL_TRUE, GL_FALSE, GL_TRUE, GL_FALSE));
    CKB(s, GL_COLOR_WRITEMASK, 1, 0, 1, 0);

    HEN(s, GL_DEPTH_TEST);
    HC(s, DepthFunc(GL_GEQUAL));
    CKE(s, GL_DEPTH_FUNC, GL_GEQUAL);
    HC(s, DepthMask(GL_FALSE));
    CKB(s, GL_DEPTH_WRITEMASK, 0);
    if (c->es) HC(s, DepthRangef(0.1f, 0.9f));
    else HC(s, DepthRange(0.1, 0.9));
    CKF(s, GL_DEPTH_RANGE, 0.1f, 0.9f);

    HEN(s, GL_STENCIL_TEST);
    HC(s, StencilFuncSeparate(GL_FRONT, GL_NOTEQUAL, 0x5A, 0x3C));
    HC(s, StencilFuncSeparate(GL_BACK, GL_LEQUAL, 0x21, 0xF0));
    HC(s, StencilOpSeparate(GL_FRONT, GL_INCR_WRAP, GL_DECR, GL_INVERT));
    HC(s, StencilOpSeparate(GL_BACK, GL_REPLACE, GL_ZERO, GL_INCR));
    HC(s, StencilMaskSeparate(GL_FRONT, 0x0F));
    HC(s, StencilMaskSeparate(GL_BACK, 0xF0));
    CKE(s, GL_STENCIL_FUNC, GL_NOTEQUAL);
    CKE(s, GL_STENCIL_REF, 0x5A);
    CKE(s, GL_STENCIL_VALUE_MASK, 0x3C);
    CKE(s, GL_STENCIL_FAIL, GL_INCR_WRAP);
    CKE(s, GL_STENCIL_PASS_DEPTH_FAIL, GL_DECR);
    CKE(s, GL_STENCIL_PASS_DEPTH_PASS, GL_INVERT);
    CKE(s, GL_STENCIL_WRITEMASK, 0x0F);
    CKE(s, GL_STENCIL_BACK_FUNC, GL_LEQUAL);
    CKE(s, GL_STENCIL_BACK_REF, 0x21);
    CKE(s, GL_STENCIL_BACK_VALUE_MASK, 0xF0);
    CKE(s, GL_STENCIL_BACK_FAIL, GL_REPLACE);
    CKE(s, GL_STENCIL_BACK_PASS_DEPTH_FAIL, GL_ZERO);
    CKE(s, GL_STENCIL_BACK_PASS_DEPTH_PASS, GL_INCR);
    CKE(s, GL_STENCIL_BACK_WRITEMASK, 0xF0);

    HEN(s, GL_CULL_FACE);
    HC(s, CullFace(GL_FRONT));
    CKE(s, GL_CULL_FACE_MODE, GL_FRONT);
    HC(s, FrontFace(GL_CW));
    CKE(s, GL_FRONT_FACE, GL_CW);

    HEN(s, GL_POLYGON_OFFSET_FILL);
    HC(s, PolygonOffset(2.5f, -3.0f));
    CKF(s, GL_POLYGON_OFFSET_FACTOR, 2.5f);
    CKF(s, GL_POLYGON_OFFSET_UNITS, -3.0f);
    if (!c->es) {
        HEN(s, GL_POLYGON_OFFSET_LINE);
        HC(s, PolygonMode(GL_FRONT_AND_BACK, GL_LINE));
        CKE(s, GL_POLYGON_MODE, GL_LINE);
    }

    HC(s, Viewport(3, 4, 50, 60));
    CKI(s, GL_VIEWPORT, 3, 4, 50, 60);

    {
        float lw = c->line_width_max >= 3.0f ? 3.0f : c->line_width_max;
        HC(s, LineWidth(lw));
        CKF(s, GL_LINE_WIDTH, lw);
    }
    if (!c->es) {
        HC(s, PointSize(5.0f));
        CKF(s, GL_POINT_SIZE, 5.0f);
        if (c->point_sprite_origin) {
            HC(s, PointParameteri(GL_POINT_SPRITE_COORD_ORIGIN, GL_LOWER_LEFT));
            CKE(s, GL_POINT_SPRITE_COORD_ORIGIN, GL_LOWER_LEFT);
        }
    }

    HC(s, ClearColor(0.3f, 0.6f, 0.9f, 0.25f));
    CKF(s, GL_COLOR_CLEAR_VALUE, 0.3f, 0.6f, 0.9f, 0.25f);
    if (c->es || !gl.ClearDepth) HC(s, ClearDepthf(0.375f));
    else HC(s, ClearDepth(0.375));
    CKF(s, GL_DEPTH_CLEAR_VALUE, 0.375f);
    HC(s, ClearStencil(0x77));
    CKI(s, GL_STENCIL_CLEAR_VALUE, 0x77);

    if (c->deriv_hint) {
        HC(s, Hint(GL_FRAGMENT_SHADER_DERIVATIVE_HINT, GL_NICEST));
        CKE(s, GL_FRAGMENT_SHADER_DERIVATIVE_HINT, GL_NICEST);
    }
    if (c->es || c->compat) {
        HC(s, Hint(SC_GL_GENERATE_MIPMAP_HINT, GL_NICEST));
        CKE(s, SC_GL_GENERATE_MIPMAP_HINT, GL_NICEST);
    }
    if (!c->es) {
        HC(s, Hint(GL_LINE_SMOOTH_HINT, GL_NICEST));
        CKE(s, GL_LINE_SMOOTH_HINT, GL_NICEST);
        HC(s, Hint(GL_POLYGON_SMOOTH_HINT, GL_FASTEST));
        CKE(s, GL_POLYGON_SMOOTH_HINT, GL_FASTEST);
        HC(s, Hint(GL_TEXTURE_COMPRESSION_HINT, GL_NICEST));
        CKE(s, GL_TEXTURE_COMPRESSION_HINT, GL_NICEST);
    }

    HEN(s, GL_SAMPLE_ALPHA_TO_COVERAGE);
    HEN(s, GL_SAMPLE_COVERAGE);
    HC(s, SampleCoverage(0.5f, GL_TRUE));
    CKF(s, GL_SAMPLE_COVERAGE_VALUE, 0.5f);
    CKB(s, GL_SAMPLE_COVERAGE_INVERT, 1);
    HEN(s, GL_DITHER); /* the scene draws with dithering off */
    if (c->rdiscard) HEN(s, GL_RASTERIZER_DISCARD);
    if (c->prim_restart_fixed) HEN(s, GL_PRIMITIVE_RESTART_FIXED_INDEX);
    if (!c->es) {
        HDIS(s, GL_MULTISAMPLE);
        HEN(s, GL_LINE_SMOOTH);
        HEN(s, GL_COLOR_LOGIC_OP);
        HC(s, LogicOp(GL_XOR));
        CKE(s, GL_LOGIC_OP_MODE, GL_XOR);
        if (c->ver >= 20) HEN(s, GL_PROGRAM_POINT_SIZE);
    }
    if (c->v32) {
        HEN(s, GL_DEPTH_CLAMP);
        HEN(s, GL_TEXTURE_CUBE_MAP_SEAMLESS);
        HEN(s, GL_SAMPLE_MASK);
        HC(s, SampleMaski(0, 0x5));
        ck_one(s, CK_INT_I, "GL_SAMPLE_MASK_VALUE[0]", GL_SAMPLE_MASK_VALUE, 0, 0x5, 1);
        HC(s, ProvokingVertex(GL_FIRST_VERTEX_CONVENTION));
        CKE(s, GL_PROVOKING_VERTEX, GL_FIRST_VERTEX_CONVENTION);
    }
    if (c->clip_distance) {
        HEN(s, GL_CLIP_DISTANCE0);
        HEN(s, GL_CLIP_DISTANCE3);
    }
    if (c->clamp_read) {
        HC(s, ClampColor(GL_CLAMP_READ_COLOR, GL_FALSE));
        CKE(s, GL_CLAMP_READ_COLOR, GL_FALSE);
    }
    if (c->prim_restart) {
        HEN(s, GL_PRIMITIVE_RESTART);
        HC(s, PrimitiveRestartIndex(0xABCD));
        CKI(s, GL_PRIMITIVE_RESTART_INDEX, 0xABCD);
    }
    if (c->fb_srgb) {
        /* the non-default value: off by default on desktop GL, on by default on GL ES */
        if (c->es) HDIS(s, GL_FRAMEBUFFER_SRGB);
        else HEN(s, GL_FRAMEBUFFER_SRGB);
    }
    if (o->clip_upper_left) {
        HC(s, ClipControl(GL_UPPER_LEFT, GL_ZERO_TO_ONE));
        CKE(s, GL_CLIP_ORIGIN, GL_UPPER_LEFT);
        CKE(s, GL_CLIP_DEPTH_MODE, GL_ZERO_TO_ONE);
    }

    /* Program, vertex arrays, buffers. */
    HC(s, UseProgram(s->hprog));
    CKI(s, GL_CURRENT_PROGRAM, (GLint)s->hprog);
    {
        const double u[4] = {0.125, 0.25, 0.5, 0.75};
        ck_add(s, CK_UNIFORM, "uniform u_hostile of the bound program", (GLenum)s->hu, s->hprog, 4, u, 0);
    }
    if (c->vao) {
        HC(s, BindVertexArray(s->hvao));
        CKI(s, GL_VERTEX_ARRAY_BINDING, (GLint)s->hvao);
    } else {
        HC(s, BindBuffer(GL_ELEMENT_ARRAY_BUFFER, s->hbuf[1]));
        HC(s, BindBuffer(GL_ARRAY_BUFFER, s->hbuf[0]));
        HC(s, VertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, 12, (const void *)4));
        HC(s, EnableVertexAttribArray(2));
    }
    CKI(s, GL_ELEMENT_ARRAY_BUFFER_BINDING, (GLint)s->hbuf[1]);
    ck_one(s, CK_ATTRIB_I, "attrib 2 GL_VERTEX_ATTRIB_ARRAY_ENABLED", GL_VERTEX_ATTRIB_ARRAY_ENABLED, 2, 1, 0);
    ck_one(s, CK_ATTRIB_I, "attrib 2 GL_VERTEX_ATTRIB_ARRAY_SIZE", GL_VERTEX_ATTRIB_ARRAY_SIZE, 2, 3, 0);
    ck_one(s, CK_ATTRIB_I, "attrib 2 GL_VERTEX_ATTRIB_ARRAY_STRIDE", GL_VERTEX_ATTRIB_ARRAY_STRIDE, 2, 12, 0);
    ck_one(s, CK_ATTRIB_I, "attrib 2 GL_VERTEX_ATTRIB_ARRAY_TYPE", GL_VERTEX_ATTRIB_ARRAY_TYPE, 2, GL_FLOAT, 1);
    ck_one(s, CK_ATTRIB_I, "attrib 2 GL_VERTEX_ATTRIB_ARRAY_NORMALIZED", GL_VERTEX_ATTRIB_ARRAY_NORMALIZED, 2, 0, 0);
    ck_one(s, CK_ATTRIB_I, "attrib 2 GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING",
           GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING, 2, s->hbuf[0], 0);
    ck_one(s, CK_ATTRIB_PTR, "attrib 2 GL_VERTEX_ATTRIB_ARRAY_POINTER", GL_VERTEX_ATTRIB_ARRAY_POINTER, 2, 4, 0);
    HC(s, BindBuffer(GL_ARRAY_BUFFER, s->hbuf[2]));
    CKI(s, GL_ARRAY_BUFFER_BINDING, (GLint)s->hbuf[2]);
    if (c->max_attribs > 7) {
        const double a[4] = {0.5, -2.0, 3.25, 8.0};
        HC(s, VertexAttrib4f(7, 0.5f, -2.0f, 3.25f, 8.0f));
        ck_add(s, CK_ATTRIB_F, "attrib 7 GL_CURRENT_VERTEX_ATTRIB", GL_CURRENT_VERTEX_ATTRIB, 7, 4, a, 0);
    }
    if (c->pbo) {
        HC(s, BindBuffer(GL_PIXEL_UNPACK_BUFFER, s->hbuf[3]));
        HC(s, BindBuffer(GL_PIXEL_PACK_BUFFER, s->hbuf[4]));
        CKI(s, GL_PIXEL_UNPACK_BUFFER_BINDING, (GLint)s->hbuf[3]);
        CKI(s, GL_PIXEL_PACK_BUFFER_BINDING, (GLint)s->hbuf[4]);
    }
    if (c->ubo) {
        HC(s, BindBufferRange(GL_UNIFORM_BUFFER, 2, s->hbuf[6], 0, 64));
        HC(s, BindBuffer(GL_UNIFORM_BUFFER, s->hbuf[5]));
        CKI(s, GL_UNIFORM_BUFFER_BINDING, (GLint)s->hbuf[5]);
        ck_one(s, CK_INT_I, "GL_UNIFORM_BUFFER_BINDING[2]", GL_UNIFORM_BUFFER_BINDING, 2, s->hbuf[6], 0);
        ck_one(s, CK_INT_I, "GL_UNIFORM_BUFFER_START[2]", GL_UNIFORM_BUFFER_START, 2, 0, 0);
        ck_one(s, CK_INT_I, "GL_UNIFORM_BUFFER_SIZE[2]", GL_UNIFORM_BUFFER_SIZE, 2, 64, 0);
    }
    if (c->copybuf) {
        HC(s, BindBuffer(GL_COPY_READ_BUFFER, s->hbuf[7]));
        HC(s, BindBuffer(GL_COPY_WRITE_BUFFER, s->hbuf[8]));
        CKI(s, GL_COPY_READ_BUFFER_BINDING, (GLint)s->hbuf[7]);
        CKI(s, GL_COPY_WRITE_BUFFER_BINDING, (GLint)s->hbuf[8]);
    }
    if (c->xfb) {
        HC(s, BindBuffer(GL_TRANSFORM_FEEDBACK_BUFFER, s->hbuf[9]));
        CKI(s, GL_TRANSFORM_FEEDBACK_BUFFER_BINDING, (GLint)s->hbuf[9]);
    }
    if (c->compat) {
        HC(s, EnableClientState(SC_GL_COLOR_ARRAY));
        ck_one(s, CK_ENABLED, "GL_COLOR_ARRAY (client state)", SC_GL_COLOR_ARRAY, 0, 1, 0);
        HC(s, ClientActiveTexture(GL_TEXTURE2));
        CKE(s, SC_GL_CLIENT_ACTIVE_TEXTURE, GL_TEXTURE2);
    }

    /* Textures and samplers on several units; unit 3 is left active. */
    bind_unit(s, 0, GL_TEXTURE_2D, GL_TEXTURE_BINDING_2D, "GL_TEXTURE_BINDING_2D", s->htex[0]);
    if (c->samplers) bind_sampler(s, 0, s->hsamp[0]);
    bind_unit(s, 1, GL_TEXTURE_2D, GL_TEXTURE_BINDING_2D, "GL_TEXTURE_BINDING_2D", s->htex[1]);
    bind_unit(s, 1, GL_TEXTURE_CUBE_MAP, GL_TEXTURE_BINDING_CUBE_MAP, "GL_TEXTURE_BINDING_CUBE_MAP", s->htex[3]);
    if (c->tex2darray) {
        bind_unit(s, 2, GL_TEXTURE_2D_ARRAY, GL_TEXTURE_BINDING_2D_ARRAY, "GL_TEXTURE_BINDING_2D_ARRAY", s->htex[4]);
    }
    if (c->tex3d) {
        bind_unit(s, 2, GL_TEXTURE_3D, GL_TEXTURE_BINDING_3D, "GL_TEXTURE_BINDING_3D", s->htex[5]);
    }
    if (c->max_tex_units > 5) {
        bind_unit(s, 5, GL_TEXTURE_2D, GL_TEXTURE_BINDING_2D, "GL_TEXTURE_BINDING_2D", s->htex[1]);
    }
    bind_unit(s, 3, GL_TEXTURE_2D, GL_TEXTURE_BINDING_2D, "GL_TEXTURE_BINDING_2D", s->htex[2]);
    if (c->samplers) bind_sampler(s, 3, s->hsamp[1]);
    CKE(s, GL_ACTIVE_TEXTURE, GL_TEXTURE3);
    if (c->compat) {
        HEN(s, GL_TEXTURE_2D); /* fixed-function texturing on unit 3 */
    }

    /* Pixel store. */
    HC(s, PixelStorei(GL_UNPACK_ALIGNMENT, 1));
    HC(s, PixelStorei(GL_PACK_ALIGNMENT, 2));
    CKI(s, GL_UNPACK_ALIGNMENT, 1);
    CKI(s, GL_PACK_ALIGNMENT, 2);
    if (c->pixel_rows) {
        HC(s, PixelStorei(GL_UNPACK_ROW_LENGTH, 7));
        HC(s, PixelStorei(GL_UNPACK_SKIP_ROWS, 2));
        HC(s, PixelStorei(GL_UNPACK_SKIP_PIXELS, 3));
        HC(s, PixelStorei(GL_PACK_ROW_LENGTH, 9));
        HC(s, PixelStorei(GL_PACK_SKIP_ROWS, 1));
        HC(s, PixelStorei(GL_PACK_SKIP_PIXELS, 4));
        CKI(s, GL_UNPACK_ROW_LENGTH, 7);
        CKI(s, GL_UNPACK_SKIP_ROWS, 2);
        CKI(s, GL_UNPACK_SKIP_PIXELS, 3);
        CKI(s, GL_PACK_ROW_LENGTH, 9);
        CKI(s, GL_PACK_SKIP_ROWS, 1);
        CKI(s, GL_PACK_SKIP_PIXELS, 4);
    }
    if (c->image_height) {
        HC(s, PixelStorei(GL_UNPACK_IMAGE_HEIGHT, 5));
        HC(s, PixelStorei(GL_UNPACK_SKIP_IMAGES, 1));
        CKI(s, GL_UNPACK_IMAGE_HEIGHT, 5);
        CKI(s, GL_UNPACK_SKIP_IMAGES, 1);
    }
    if (!c->es) {
        HC(s, PixelStorei(GL_UNPACK_SWAP_BYTES, 1));
        HC(s, PixelStorei(GL_PACK_LSB_FIRST, 1));
        CKB(s, GL_UNPACK_SWAP_BYTES, 1);
        CKB(s, GL_PACK_LSB_FIRST, 1);
    }

    /* Fixed-function state of compatibility contexts. */
    if (c->compat) {
        static const float mv[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1};
        static const float pj[16] = {2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1};
        HEN(s, SC_GL_ALPHA_TEST);
        HC(s, AlphaFunc(GL_GREATER, 0.5f));
        CKE(s, SC_GL_ALPHA_TEST_FUNC, GL_GREATER);
        CKF(s, SC_GL_ALPHA_TEST_REF, 0.5f);
        HEN(s, SC_GL_FOG);
        HEN(s, SC_GL_LIGHTING);
        HEN(s, SC_GL_NORMALIZE);
        HC(s, ShadeModel(SC_GL_FLAT));
        CKE(s, SC_GL_SHADE_MODEL, SC_GL_FLAT);
        HC(s, MatrixMode(SC_GL_MODELVIEW));
        HC(s, LoadMatrixf(mv));
        HC(s, MatrixMode(SC_GL_PROJECTION));
        HC(s, LoadMatrixf(pj));
        HC(s, MatrixMode(GL_TEXTURE));
        ck_floats(s, "GL_MODELVIEW_MATRIX", SC_GL_MODELVIEW_MATRIX, mv, 16);
        ck_floats(s, "GL_PROJECTION_MATRIX", SC_GL_PROJECTION_MATRIX, pj, 16);
        CKE(s, SC_GL_MATRIX_MODE, GL_TEXTURE);
        HC(s, Color4f(0.2f, 0.4f, 0.6f, 0.8f));
        CKF(s, SC_GL_CURRENT_COLOR, 0.2f, 0.4f, 0.6f, 0.8f);
    }

    /* An occlusion query left running across the swap: nothing may draw into it. */
    if (s->hquery) {
        HC(s, BeginQuery(s->query_target, s->hquery));
        s->query_active = 1;
        ck_one(s, CK_QUERY, s->query_target == GL_ANY_SAMPLES_PASSED ? "GL_CURRENT_QUERY (GL_ANY_SAMPLES_PASSED)"
                                                                    : "GL_CURRENT_QUERY (GL_SAMPLES_PASSED)",
               s->query_target, 0, s->hquery, 0);
    }
}

static void fmt_values(char *out, size_t size, const double *v, int n, int hex, int is_float)
{
    size_t pos = 0;
    int i;
    out[0] = '\0';
    for (i = 0; i < n && pos < size; i++) {
        int w;
        if (is_float) w = snprintf(out + pos, size - pos, "%s%g", i ? ", " : "", v[i]);
        else if (hex) w = snprintf(out + pos, size - pos, "%s0x%04lx", i ? ", " : "", (unsigned long)(long)v[i]);
        else w = snprintf(out + pos, size - pos, "%s%ld", i ? ", " : "", (long)v[i]);
        if (w < 0) break;
        pos += (size_t)w;
    }
}

/* Reads every registered piece of state back; returns the number of mismatches. */
static int run_checks(struct scene *s, int phase, const char *when)
{
    GLint active = 0, draw_fb = 0, read_fb = 0;
    int i, bad = 0;
    gl.GetIntegerv(GL_ACTIVE_TEXTURE, &active);
    for (i = 0; i < s->nchecks; i++) {
        struct check *k = &s->checks[i];
        double got[16];
        int j, n = k->n, is_float = 0, mismatch = 0;
        GLint iv[16];
        GLfloat fv[16];
        GLboolean bv[16];
        memset(iv, 0, sizeof iv);
        memset(fv, 0, sizeof fv);
        memset(bv, 0, sizeof bv);
        switch (k->kind) {
        case CK_ENABLED:
            got[0] = gl.IsEnabled(k->pname) ? 1 : 0;
            break;
        case CK_INT:
            gl.GetIntegerv(k->pname, iv);
            for (j = 0; j < n; j++) got[j] = iv[j];
            break;
        case CK_FLOAT:
            gl.GetFloatv(k->pname, fv);
            for (j = 0; j < n; j++) got[j] = fv[j];
            is_float = 1;
            break;
        case CK_BOOL:
            gl.GetBooleanv(k->pname, bv);
            for (j = 0; j < n; j++) got[j] = bv[j] ? 1 : 0;
            break;
        case CK_INT_I:
            gl.GetIntegeri_v(k->pname, k->index, iv);
            got[0] = iv[0];
            break;
        case CK_TEXUNIT:
            gl.ActiveTexture(GL_TEXTURE0 + k->index);
            gl.GetIntegerv(k->pname, iv);
            gl.ActiveTexture((GLenum)active);
            got[0] = iv[0];
            break;
        case CK_ATTRIB_I:
            gl.GetVertexAttribiv(k->index, k->pname, iv);
            got[0] = iv[0];
            break;
        case CK_ATTRIB_F:
            gl.GetVertexAttribfv(k->index, GL_CURRENT_VERTEX_ATTRIB, fv);
            for (j = 0; j < n; j++) got[j] = fv[j];
            is_float = 1;
            break;
        case CK_ATTRIB_PTR: {
            void *ptr = NULL;
            gl.GetVertexAttribPointerv(k->index, GL_VERTEX_ATTRIB_ARRAY_POINTER, &ptr);
            got[0] = (double)(uintptr_t)ptr;
            break;
        }
        case CK_QUERY:
            gl.GetQueryiv(k->pname, GL_CURRENT_QUERY, iv);
            got[0] = iv[0];
            break;
        case CK_UNIFORM:
            gl.GetUniformfv(k->index, (GLint)k->pname, fv);
            for (j = 0; j < n; j++) got[j] = fv[j];
            is_float = 1;
            break;
        case CK_DEFAULT_FB:
            if (s->c.blit) {
                gl.GetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &draw_fb);
                gl.GetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &read_fb);
                gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
                gl.GetIntegerv(k->pname, iv);
                gl.BindFramebuffer(GL_DRAW_FRAMEBUFFER, (GLuint)draw_fb);
                gl.BindFramebuffer(GL_READ_FRAMEBUFFER, (GLuint)read_fb);
            } else {
                if (s->c.fbo) gl.GetIntegerv(GL_FRAMEBUFFER_BINDING, &draw_fb);
                if (s->c.fbo) gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
                gl.GetIntegerv(k->pname, iv);
                if (s->c.fbo) gl.BindFramebuffer(GL_FRAMEBUFFER, (GLuint)draw_fb);
            }
            got[0] = iv[0];
            break;
        }
        for (j = 0; j < n; j++) {
            if (is_float) {
                double tol = 1e-5 * (fabs(k->expect[j]) > 1.0 ? fabs(k->expect[j]) : 1.0);
                if (fabs(got[j] - k->expect[j]) > tol) mismatch = 1;
            } else if (got[j] != k->expect[j]) {
                mismatch = 1;
            }
        }
        if (mismatch) {
            bad++;
            if (!s->reported[phase][i]) {
                char e[256], g[256];
                fmt_values(e, sizeof e, k->expect, n, k->hex, is_float);
                fmt_values(g, sizeof g, got, n, k->hex, is_float);
                scene_msg(s->prog, "frame %d, %s: %s: expected %s, got %s", s->frame, when, k->name, e, g);
                s->reported[phase][i] = 1;
            }
        }
    }
    return bad;
}

/* ------------------------------------------------------------------------------------------ */
/* PNG dump                                                                                    */

static int write_png(const char *path, int w, int h, const unsigned char *rgb_top_first)
{
    png_image img;
    memset(&img, 0, sizeof img);
    img.version = PNG_IMAGE_VERSION;
    img.width = (png_uint_32)w;
    img.height = (png_uint_32)h;
    img.format = PNG_FORMAT_RGB;
    if (!png_image_write_to_file(&img, path, 0, rgb_top_first, w * 3, NULL)) {
        return -1;
    }
    return 0;
}

/* Reads the window's back buffer (whatever is bound and set, all of it put back afterwards)
   and writes it as an RGB PNG, top row first. */
static void dump_back_buffer(struct scene *s, const char *path)
{
    const struct caps *c = &s->c;
    GLint read_fb = 0, draw_fb = 0, pack_buf = 0, align = 4, row_len = 0, skip_rows = 0, skip_px = 0;
    GLint read_buf = GL_BACK, swap = 0, lsb = 0;
    GLboolean srgb = GL_FALSE;
    unsigned char *rgba, *rgb;
    int x, y, W = s->w, H = s->h;
    GLenum err;

    rgba = malloc((size_t)W * (size_t)H * 4);
    rgb = malloc((size_t)W * (size_t)H * 3);
    if (!rgba || !rgb) {
        FAIL(s, "out of memory for --dump");
        free(rgba);
        free(rgb);
        return;
    }
    /* save */
    if (c->blit) {
        gl.GetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &read_fb);
        gl.BindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    } else if (c->fbo) {
        gl.GetIntegerv(GL_FRAMEBUFFER_BINDING, &draw_fb);
        gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
    }
    if (c->read_buffer) {
        gl.GetIntegerv(GL_READ_BUFFER, &read_buf);
        gl.ReadBuffer(GL_BACK);
    }
    if (c->pbo) {
        gl.GetIntegerv(GL_PIXEL_PACK_BUFFER_BINDING, &pack_buf);
        gl.BindBuffer(GL_PIXEL_PACK_BUFFER, 0);
    }
    gl.GetIntegerv(GL_PACK_ALIGNMENT, &align);
    gl.PixelStorei(GL_PACK_ALIGNMENT, 1);
    if (c->pixel_rows) {
        gl.GetIntegerv(GL_PACK_ROW_LENGTH, &row_len);
        gl.GetIntegerv(GL_PACK_SKIP_ROWS, &skip_rows);
        gl.GetIntegerv(GL_PACK_SKIP_PIXELS, &skip_px);
        gl.PixelStorei(GL_PACK_ROW_LENGTH, 0);
        gl.PixelStorei(GL_PACK_SKIP_ROWS, 0);
        gl.PixelStorei(GL_PACK_SKIP_PIXELS, 0);
    }
    if (!c->es) {
        gl.GetIntegerv(GL_PACK_SWAP_BYTES, &swap);
        gl.GetIntegerv(GL_PACK_LSB_FIRST, &lsb);
        gl.PixelStorei(GL_PACK_SWAP_BYTES, 0);
        gl.PixelStorei(GL_PACK_LSB_FIRST, 0);
    }
    if (c->fb_srgb) {
        srgb = gl.IsEnabled(GL_FRAMEBUFFER_SRGB);
        gl.Disable(GL_FRAMEBUFFER_SRGB);
    }

    gl.ReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    err = gl.GetError();

    /* restore */
    if (c->fb_srgb && srgb) gl.Enable(GL_FRAMEBUFFER_SRGB);
    if (!c->es) {
        gl.PixelStorei(GL_PACK_SWAP_BYTES, swap);
        gl.PixelStorei(GL_PACK_LSB_FIRST, lsb);
    }
    if (c->pixel_rows) {
        gl.PixelStorei(GL_PACK_ROW_LENGTH, row_len);
        gl.PixelStorei(GL_PACK_SKIP_ROWS, skip_rows);
        gl.PixelStorei(GL_PACK_SKIP_PIXELS, skip_px);
    }
    gl.PixelStorei(GL_PACK_ALIGNMENT, align);
    if (c->pbo) gl.BindBuffer(GL_PIXEL_PACK_BUFFER, (GLuint)pack_buf);
    if (c->read_buffer) gl.ReadBuffer((GLenum)read_buf);
    if (c->blit) gl.BindFramebuffer(GL_READ_FRAMEBUFFER, (GLuint)read_fb);
    else if (c->fbo) gl.BindFramebuffer(GL_FRAMEBUFFER, (GLuint)draw_fb);

    if (err != GL_NO_ERROR) {
        FAIL(s, "frame %d: glReadPixels for --dump raised GL error 0x%04x", s->frame, err);
    } else {
        for (y = 0; y < H; y++) {
            const unsigned char *src = rgba + (size_t)(H - 1 - y) * (size_t)W * 4;
            unsigned char *dst = rgb + (size_t)y * (size_t)W * 3;
            for (x = 0; x < W; x++) {
                dst[3 * x + 0] = src[4 * x + 0];
                dst[3 * x + 1] = src[4 * x + 1];
                dst[3 * x + 2] = src[4 * x + 2];
            }
        }
        if (write_png(path, W, H, rgb) != 0) {
            FAIL(s, "could not write %s", path);
        } else if (s->o->verbose) {
            scene_msg(s->prog, "frame %d: wrote %s (%dx%d)", s->frame, path, W, H);
        }
    }
    free(rgba);
    free(rgb);
}

/* Reads the window's depth buffer (desktop GL) and writes it as a 16-bit grey PNG. */
static void dump_depth_buffer(struct scene *s, const char *path)
{
    const struct caps *c = &s->c;
    GLint read_fb = 0, pack_buf = 0, align = 4, row_len = 0, skip_rows = 0, skip_px = 0, swap = 0;
    float *d;
    png_uint_16 *g;
    int x, y, W = s->w, H = s->h;
    GLenum err;
    png_image img;

    d = malloc((size_t)W * (size_t)H * sizeof *d);
    g = malloc((size_t)W * (size_t)H * sizeof *g);
    if (!d || !g) {
        FAIL(s, "out of memory for --dump-depth");
        free(d);
        free(g);
        return;
    }
    if (c->blit) {
        gl.GetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &read_fb);
        gl.BindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    }
    if (c->pbo) {
        gl.GetIntegerv(GL_PIXEL_PACK_BUFFER_BINDING, &pack_buf);
        gl.BindBuffer(GL_PIXEL_PACK_BUFFER, 0);
    }
    gl.GetIntegerv(GL_PACK_ALIGNMENT, &align);
    gl.GetIntegerv(GL_PACK_ROW_LENGTH, &row_len);
    gl.GetIntegerv(GL_PACK_SKIP_ROWS, &skip_rows);
    gl.GetIntegerv(GL_PACK_SKIP_PIXELS, &skip_px);
    gl.GetIntegerv(GL_PACK_SWAP_BYTES, &swap);
    gl.PixelStorei(GL_PACK_ALIGNMENT, 4);
    gl.PixelStorei(GL_PACK_ROW_LENGTH, 0);
    gl.PixelStorei(GL_PACK_SKIP_ROWS, 0);
    gl.PixelStorei(GL_PACK_SKIP_PIXELS, 0);
    gl.PixelStorei(GL_PACK_SWAP_BYTES, 0);
    gl.ReadPixels(0, 0, W, H, GL_DEPTH_COMPONENT, GL_FLOAT, d);
    err = gl.GetError();
    gl.PixelStorei(GL_PACK_ALIGNMENT, align);
    gl.PixelStorei(GL_PACK_ROW_LENGTH, row_len);
    gl.PixelStorei(GL_PACK_SKIP_ROWS, skip_rows);
    gl.PixelStorei(GL_PACK_SKIP_PIXELS, skip_px);
    gl.PixelStorei(GL_PACK_SWAP_BYTES, swap);
    if (c->pbo) gl.BindBuffer(GL_PIXEL_PACK_BUFFER, (GLuint)pack_buf);
    if (c->blit) gl.BindFramebuffer(GL_READ_FRAMEBUFFER, (GLuint)read_fb);
    if (err != GL_NO_ERROR) {
        FAIL(s, "frame %d: glReadPixels(GL_DEPTH_COMPONENT) for --dump-depth raised GL error 0x%04x", s->frame, err);
    } else {
        for (y = 0; y < H; y++) {
            for (x = 0; x < W; x++) {
                float v = d[(size_t)(H - 1 - y) * (size_t)W + (size_t)x];
                v = v < 0.0f ? 0.0f : v > 1.0f ? 1.0f : v;
                g[(size_t)y * (size_t)W + (size_t)x] = (png_uint_16)lrintf(v * 65535.0f);
            }
        }
        memset(&img, 0, sizeof img);
        img.version = PNG_IMAGE_VERSION;
        img.width = (png_uint_32)W;
        img.height = (png_uint_32)H;
        img.format = PNG_FORMAT_LINEAR_Y;
        if (!png_image_write_to_file(&img, path, 0, g, W, NULL)) {
            FAIL(s, "could not write %s", path);
        } else if (s->o->verbose) {
            scene_msg(s->prog, "frame %d: wrote depth %s (%dx%d)", s->frame, path, W, H);
        }
    }
    free(d);
    free(g);
}

/* ------------------------------------------------------------------------------------------ */
/* Setup and the frame loop                                                                    */

static int check_default_framebuffer(struct scene *s)
{
    const struct caps *c = &s->c;
    GLint depth = -1, stencil = -1, samples = 0, enc = 0;
    if ((c->es && c->ver >= 30) || (!c->es && c->core)) {
        GLenum col = c->es ? GL_BACK : GL_BACK_LEFT;
        gl.GetFramebufferAttachmentParameteriv(GL_FRAMEBUFFER, GL_DEPTH, GL_FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE, &depth);
        gl.GetFramebufferAttachmentParameteriv(GL_FRAMEBUFFER, GL_STENCIL, GL_FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE, &stencil);
        gl.GetFramebufferAttachmentParameteriv(GL_FRAMEBUFFER, col, GL_FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING, &enc);
    } else {
        gl.GetIntegerv(SC_GL_DEPTH_BITS, &depth);
        gl.GetIntegerv(SC_GL_STENCIL_BITS, &stencil);
        if (c->fbo && c->ver >= 30) {
            gl.GetFramebufferAttachmentParameteriv(GL_FRAMEBUFFER, GL_BACK_LEFT,
                                                   GL_FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING, &enc);
        }
    }
    gl.GetIntegerv(GL_SAMPLES, &samples);
    while (gl.GetError() != GL_NO_ERROR) {
    }
    if (s->o->verbose) {
        scene_msg(s->prog, "window framebuffer: depth %d, stencil %d, samples %d, colour encoding %s", depth,
                  stencil, samples, enc == GL_SRGB ? "sRGB" : enc == GL_LINEAR ? "linear" : "unknown");
    }
    if (s->o->no_depth ? (depth > 0 || stencil > 0) : (depth != 24 || stencil != 8)) {
        FAIL(s, "the window framebuffer has depth %d / stencil %d bits; the scene needs %s", depth, stencil,
             s->o->no_depth ? "none (--no-depth)" : "24 / 8");
        return SCENE_EXIT_FAIL;
    }
    if (s->o->msaa > 0 && samples < s->o->msaa) {
        scene_msg(s->prog, "asked for %d samples, the window framebuffer has %d", s->o->msaa, samples);
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (s->o->srgb && enc != GL_SRGB && enc != 0) {
        scene_msg(s->prog, "--srgb: the window framebuffer's colour encoding is linear, not sRGB");
        return SCENE_EXIT_UNSUPPORTED;
    }
    return SCENE_EXIT_OK;
}

static int scene_setup(struct scene *s)
{
    const struct caps *c = &s->c;
    const struct scene_options *o = s->o;
    int rc;

    if (o->verbose) {
        scene_msg(s->prog, "GL_VERSION %s; GL_RENDERER %s; GLSL %s; %s profile%s",
                  (const char *)gl.GetString(GL_VERSION), (const char *)gl.GetString(GL_RENDERER), c->glsl,
                  c->es ? "ES" : c->core ? "core" : "compatibility",
                  c->ver != c->major * 10 + c->minor ? " (features capped)" : "");
        scene_msg(s->prog, "features: vao %d samplers %d fbo %d blit %d pbo %d ubo %d sync %d query %d "
                           "fb_srgb %d clip_control %d prim_restart %d/%d",
                  c->vao, c->samplers, c->fbo, c->blit, c->pbo, c->ubo, c->sync,
                  c->query_any ? 2 : c->query_samples, c->fb_srgb, c->clip_control, c->prim_restart,
                  c->prim_restart_fixed);
    }
    if (!c->es && !c->core && c->ver < 20) {
        scene_msg(s->prog, "the context is OpenGL %d.%d; the scene needs 2.0 or later", c->major, c->minor);
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (o->clip_upper_left && !c->clip_control) {
        scene_msg(s->prog, "--clip-upper-left: this context has neither GL 4.5 nor %s",
                  c->es ? "GL_EXT_clip_control" : "GL_ARB_clip_control");
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (o->present_by_blit && !c->blit) {
        scene_msg(s->prog, "--present-by-blit: this context has no glBlitFramebuffer");
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (o->fbo_bound && !c->fbo) {
        scene_msg(s->prog, "--fbo-bound: this context has no framebuffer objects");
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (o->ndepth_dumps > 0 && c->es) {
        scene_msg(s->prog, "--dump-depth: OpenGL ES cannot read the depth buffer back");
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (o->loader_thread && !c->sync) {
        scene_msg(s->prog, "--loader-thread: this context has no fence sync objects");
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (o->srgb && !c->es && !c->fb_srgb) {
        scene_msg(s->prog, "--srgb: this context has no GL_FRAMEBUFFER_SRGB");
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (!c->es && c->core && !c->vao) {
        scene_msg(s->prog, "core profile without vertex array objects");
        return SCENE_EXIT_FAIL;
    }
    rc = check_default_framebuffer(s);
    if (rc != SCENE_EXIT_OK) {
        return rc;
    }

    s->program = link_program(s, scene_vs, scene_fs, "a_pos", "a_uv");
    if (!s->program) {
        return SCENE_EXIT_FAIL;
    }
    s->u_depth = gl.GetUniformLocation(s->program, "u_depth");
    s->u_color = gl.GetUniformLocation(s->program, "u_color");
    s->u_mode = gl.GetUniformLocation(s->program, "u_mode");
    s->u_width = gl.GetUniformLocation(s->program, "u_width");
    s->u_tex = gl.GetUniformLocation(s->program, "u_tex");
    gl.UseProgram(s->program);
    gl.Uniform1i(s->u_tex, 0);
    gl.UseProgram(0);
    gl.GenBuffers(1, &s->vbo);
    if (c->vao) {
        gl.GenVertexArrays(1, &s->vao);
        gl.BindVertexArray(s->vao);
    }
    if (!o->loader_thread) {
        gl.PixelStorei(GL_UNPACK_ALIGNMENT, 4);
        gl.ActiveTexture(GL_TEXTURE0);
        s->tex = make_checker_texture(c->es);
        gl.BindTexture(GL_TEXTURE_2D, 0);
    }
    if (o->present_by_blit) {
        gl.GenFramebuffers(1, &s->blit_fbo);
        gl.GenRenderbuffers(1, &s->blit_color);
        gl.GenRenderbuffers(1, &s->blit_depth);
        if (alloc_blit_fbo(s) != 0) {
            return SCENE_EXIT_FAIL;
        }
    }
    if (o->hostile && make_hostile_objects(s) != 0) {
        return SCENE_EXIT_FAIL;
    }
    {
        GLenum err = gl.GetError();
        if (err != GL_NO_ERROR) {
            FAIL(s, "setting up the scene raised GL error 0x%04x", err);
            return SCENE_EXIT_FAIL;
        }
    }
    if (o->loader_thread && loader_start(s) != 0) {
        return SCENE_EXIT_FAIL;
    }
    return SCENE_EXIT_OK;
}

static void after_swap(struct scene *s)
{
    GLenum e = gl.GetError();
    char why[256];
    if (s->o->pending_error) {
        if (e != GL_INVALID_ENUM) {
            FAIL(s, "frame %d: after the swap glGetError returned 0x%04x, expected the GL_INVALID_ENUM "
                    "(0x0500) left pending before it", s->frame, e);
        }
        e = gl.GetError();
        if (e != GL_NO_ERROR) {
            FAIL(s, "frame %d: after the swap a second glGetError returned 0x%04x, expected GL_NO_ERROR",
                 s->frame, e);
        }
    } else if (e != GL_NO_ERROR) {
        FAIL(s, "frame %d: after the swap glGetError returned 0x%04x, expected GL_NO_ERROR", s->frame, e);
    }
    if (s->p->check_current) {
        why[0] = '\0';
        if (s->p->check_current(s->p->user, why, sizeof why) != 0) {
            FAIL(s, "frame %d: after the swap: %s", s->frame, why);
        }
    }
    if (s->o->hostile) {
        int bad = run_checks(s, 1, "after the swap");
        if (bad) {
            s->failures++;
        }
        if (s->query_active) {
            GLuint any = 0;
            gl.EndQuery(s->query_target);
            gl.GetQueryObjectuiv(s->hquery, GL_QUERY_RESULT, &any);
            s->query_active = 0;
            if (any != 0) {
                FAIL(s, "frame %d: the occlusion query left running across the swap counted %u samples: "
                        "something drew in the program's context", s->frame, any);
            }
        }
        e = gl.GetError();
        if (e != GL_NO_ERROR) {
            FAIL(s, "frame %d: reading the state back after the swap raised GL error 0x%04x", s->frame, e);
        }
    }
}

static void scene_destroy(struct scene *s)
{
    loader_stop(s);
    if (s->query_active) {
        gl.EndQuery(s->query_target);
    }
    if (s->hquery) gl.DeleteQueries(1, &s->hquery);
    if (s->tex) gl.DeleteTextures(1, &s->tex);
    if (s->program) gl.DeleteProgram(s->program);
    if (s->hprog) gl.DeleteProgram(s->hprog);
    if (s->vbo) gl.DeleteBuffers(1, &s->vbo);
    if (s->vao) gl.DeleteVertexArrays(1, &s->vao);
    if (s->hvao) gl.DeleteVertexArrays(1, &s->hvao);
    if (s->hbuf[0]) gl.DeleteBuffers(10, s->hbuf);
    if (s->htex[0]) gl.DeleteTextures(6, s->htex);
    if (s->hsamp[0]) gl.DeleteSamplers(2, s->hsamp);
    if (s->hfbo[0]) gl.DeleteFramebuffers(2, s->hfbo);
    if (s->hrb[0]) gl.DeleteRenderbuffers(6, s->hrb);
    if (s->blit_fbo) gl.DeleteFramebuffers(1, &s->blit_fbo);
    if (s->blit_color) gl.DeleteRenderbuffers(1, &s->blit_color);
    if (s->blit_depth) gl.DeleteRenderbuffers(1, &s->blit_depth);
    free(ext_string);
    ext_string = NULL;
}

int scene_run(const struct scene_options *o, const struct scene_api *api, scene_getproc_fn getproc,
              const struct scene_platform *p, const char *prog)
{
    struct scene *s;
    int rc, i, es2_level;

    if (o->nresizes > 0 && !p->resize) {
        scene_msg(prog, "--resize-at is not offered by this program");
        return SCENE_EXIT_USAGE;
    }
    if (o->loader_thread && !p->loader_begin) {
        scene_msg(prog, "--loader-thread is not offered by this program");
        return SCENE_EXIT_USAGE;
    }
    s = calloc(1, sizeof *s);
    if (!s) {
        return SCENE_EXIT_FAIL;
    }
    s->prog = prog;
    s->o = o;
    s->p = p;
    s->w = o->width;
    s->h = o->height;
    es2_level = api->gles && api->cap_major == 2;
    if (load_gl(getproc, api->gles, es2_level, prog) != 0) {
        scene_msg(prog, "could not load the GL entry points");
        free(s);
        return SCENE_EXIT_FAIL;
    }
    detect_caps(s, api);
    if (es2_level && !s->c.vao) {
        gl.GenVertexArrays = NULL;
    }
    rc = scene_setup(s);
    if (rc != SCENE_EXIT_OK) {
        scene_destroy(s);
        free(s);
        return rc;
    }

    for (s->frame = 1; s->frame <= o->frames; s->frame++) {
        if (p->pump_events) {
            p->pump_events(p->user);
        }
        draw_scene(s);
        if (o->hostile) {
            set_hostile(s);
            if (run_checks(s, 0, "before the swap (self-check, no interposer involved)") > 0 ||
                s->self_check_failed) {
                s->failures++;
                s->self_check_failed = 0;
            }
            {
                GLenum e = gl.GetError();
                if (e != GL_NO_ERROR) {
                    FAIL(s, "frame %d: reading the hostile state back raised GL error 0x%04x", s->frame, e);
                }
            }
        }
        for (i = 0; i < o->ndumps; i++) {
            if (o->dumps[i].frame == s->frame) {
                dump_back_buffer(s, o->dumps[i].path);
            }
        }
        for (i = 0; i < o->ndepth_dumps; i++) {
            if (o->depth_dumps[i].frame == s->frame) {
                dump_depth_buffer(s, o->depth_dumps[i].path);
            }
        }
        if (o->pending_error) {
            gl.Enable(0x7FFF); /* not a capability: GL_INVALID_ENUM, left unread */
        }
        p->swap(p->user, s->frame);
        after_swap(s);
        for (i = 0; i < o->nresizes; i++) {
            if (o->resizes[i].frame == s->frame) {
                int aw = 0, ah = 0;
                if (p->resize(p->user, o->resizes[i].width, o->resizes[i].height, &aw, &ah) != 0) {
                    FAIL(s, "frame %d: resizing to %dx%d failed", s->frame, o->resizes[i].width,
                         o->resizes[i].height);
                } else {
                    if (aw != o->resizes[i].width || ah != o->resizes[i].height) {
                        FAIL(s, "frame %d: asked for %dx%d, the window is %dx%d", s->frame,
                             o->resizes[i].width, o->resizes[i].height, aw, ah);
                    }
                    if (o->verbose) {
                        scene_msg(prog, "frame %d: resized to %dx%d", s->frame, aw, ah);
                    }
                    s->w = aw;
                    s->h = ah;
                    if (o->present_by_blit) {
                        alloc_blit_fbo(s);
                    }
                }
            }
        }
        if (s->failures > 200) {
            scene_msg(prog, "too many failures; stopping at frame %d", s->frame);
            break;
        }
    }
    rc = s->failures ? SCENE_EXIT_FAIL : SCENE_EXIT_OK;
    if (s->failures) {
        scene_msg(prog, "FAILED: %d failure(s) in %d frame(s) (%s)", s->failures,
                  s->frame > o->frames ? o->frames : s->frame, api->label);
    } else if (o->verbose) {
        scene_msg(prog, "ok: %d frame(s) (%s)", o->frames, api->label);
    }
    scene_destroy(s);
    free(s);
    return rc;
}
