// CppExample: a headless C++17 program that uses Glaze through glaze.hpp only.
//
// It makes an OpenGL 3.3 core context on EGL's surfaceless platform (no window), hands Glaze a
// texture of its own, grades it (colour controls, then a vignette), plays a dissolve into a
// second texture, and checks the pixels it reads back against values it computes itself.
// Errors are exceptions (glaze::error); log messages arrive through a callback. Exit 0 when
// every check passed ("cpp example passed"), 1 otherwise.
//
//   cmake -S . -B build -DCMAKE_PREFIX_PATH=<glaze prefix> && cmake --build build
//   ./build/cpp-example
#include <epoxy/egl.h>
#include <epoxy/gl.h>
#include <glaze.hpp>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

constexpr int size = 16;

/** A current GL 3.3 core context without a window, or an exception. */
void make_gl_context() {
    EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
    if (display == EGL_NO_DISPLAY || !eglInitialize(display, nullptr, nullptr)) throw std::runtime_error("no EGL display");
    const EGLint config_attributes[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
    EGLConfig config = EGL_NO_CONFIG_KHR;
    EGLint count = 0;
    if (!eglChooseConfig(display, config_attributes, &config, 1, &count) || count < 1) config = EGL_NO_CONFIG_KHR;
    eglBindAPI(EGL_OPENGL_API);
    const EGLint context_attributes[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
                                         EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    EGLContext context = eglCreateContext(display, config, EGL_NO_CONTEXT, context_attributes);
    if (context == EGL_NO_CONTEXT || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
        throw std::runtime_error("no OpenGL 3.3 context");
    }
}

/** An RGBA8 texture filled with one colour (sRGB bytes). */
GLuint make_texture(std::array<unsigned char, 4> colour) {
    std::vector<unsigned char> pixels;
    for (int i = 0; i < size * size; ++i) pixels.insert(pixels.end(), colour.begin(), colour.end());
    GLuint texture = 0;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    glBindTexture(GL_TEXTURE_2D, 0);
    return texture;
}

/** The RGBA8 pixel at (x, y) of `picture`. */
std::array<int, 4> pixel(glaze::context &glaze, const glaze::image &picture, int x, int y) {
    std::vector<unsigned char> bytes(size * size * 4);
    const glaze_rect whole{0, 0, size, size};
    glaze.read_pixels(picture, GLAZE_PIXELS_RGBA8, bytes.data(), bytes.size(), &whole);
    const unsigned char *p = &bytes[static_cast<std::size_t>((y * size + x) * 4)];
    return {p[0], p[1], p[2], p[3]};
}

int failures = 0;

void expect(bool condition, const std::string &what) {
    if (!condition) {
        std::fprintf(stderr, "check failed: %s\n", what.c_str());
        ++failures;
    }
}

void log_message(glaze_log_level level, const char *message, void *user_data) {
    ++*static_cast<int *>(user_data);
    std::printf("glaze log (%d): %s\n", static_cast<int>(level), message);
}

}  // namespace

int main() {
    try {
        make_gl_context();
        expect(glaze::version() / 10000 == GLAZE_VERSION_MAJOR && glaze::version() >= GLAZE_VERSION, "library version");

        int messages = 0;
        glaze::context_options options;
        options.log_callback = log_message;
        options.log_user_data = &messages;
        options.log_level = GLAZE_LOG_DEBUG;
        glaze::context glaze(options);
        const glaze::context_info info = glaze.info();
        std::printf("GL %d.%d, intermediates %s\n", info.gl_version / 10, info.gl_version % 10,
                    info.intermediate_format == GLAZE_TEXTURE_RGBA16F ? "RGBA16F" : "RGBA8");

        const GLuint grey_texture = make_texture({128, 128, 128, 255});
        const GLuint red_texture = make_texture({255, 0, 0, 255});
        const glaze::image grey = glaze::image::from_texture(grey_texture, size, size);
        const glaze::image red = glaze::image::from_texture(red_texture, size, size);
        const glaze_rect whole{0, 0, size, size};

        // Grading: saturation 0 keeps grey grey; brightness lifts it.
        glaze::filter controls("colorControls");
        controls.set("saturation", 0.0f).set("brightness", 0.1f);
        const glaze::image graded = grey.apply(controls);
        glaze.prepare(graded, whole, size, size);
        const std::array<int, 4> lifted = pixel(glaze, graded, 8, 8);
        expect(lifted[0] > 140 && lifted[0] == lifted[1] && lifted[1] == lifted[2] && lifted[3] == 255,
               "colorControls brightened grey: " + std::to_string(lifted[0]));

        // A dissolve half-way from grey to red, prepared on request: nothing compiles at its frame.
        glaze.prepare_transitions({"dissolve"}, grey, red, whole, size, size);
        const std::int64_t compiled = glaze.stats().programs_compiled;
        glaze::filter dissolve("dissolve");
        const glaze::image halfway = grey.transition_to(red, dissolve, 0.5f);
        glaze::texture target = glaze.make_texture(halfway);
        expect(glaze.stats().programs_compiled == compiled, "the prepared dissolve compiled a program");
        const std::array<int, 4> mixed = pixel(glaze, target.as_image(), 8, 8);
        expect(mixed[0] > 180 && mixed[1] < 128 && mixed[1] > 20, "dissolve half-way: " + std::to_string(mixed[0]) + "," +
               std::to_string(mixed[1]));

        // A pending GL error of ours is cleared by the next call and reported through the log.
        glEnable(0xFFFF);
        glaze.render_to_texture(graded, target.name(), size, size).wait(1000000000);
        expect(messages > 0, "the log callback received the drained GL error");

        // Errors are exceptions that carry the status.
        try {
            glaze::filter missing("bloooom");
            expect(false, "an unknown filter did not throw");
        } catch (const glaze::error &e) {
            expect(e.status() == GLAZE_ERROR_UNKNOWN_NAME, std::string("unknown filter status: ") + e.what());
        }

        glDeleteTextures(1, &grey_texture);
        glDeleteTextures(1, &red_texture);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "cpp-example: %s\n", e.what());
        return 1;
    }
    if (failures > 0) return 1;
    std::printf("cpp example passed\n");
    return 0;
}
