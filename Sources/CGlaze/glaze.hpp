/*
 * glaze.hpp — C++17 types over glaze.h: one RAII owner per handle, std::string_view names,
 * errors as exceptions.
 *
 * Header-only over the C functions (no symbols of its own, no dependency beyond the standard
 * library): link libglazefx as for glaze.h (find_package(GlazeFX) → GlazeFX::glaze, or
 * pkg-config glazefx).
 *
 * Errors: every call that fails throws glaze::error, which carries the glaze_status
 * (status()) and the library's message (what()). Destructors never throw. This follows the
 * C API one to one: where glaze.h returns an error, the C++ call throws it.
 *
 * Ownership: each class owns one handle and destroys it in its destructor; classes move and do
 * not copy. get() gives the raw handle for any glaze.h function this header does not wrap;
 * release() gives it up. Names are std::string_view; they are copied into a NUL-terminated
 * string before the C call (glaze.h takes `const char *`), so avoid passing them in a frame's
 * hot loop (set filter parameters at load, use effect and transition frames per frame).
 *
 * Threads, GL state and lifetimes are as glaze.h documents them.
 *
 *     glaze::context glaze{};                                  // the current GL context's
 *     glaze::image scene = glaze::image::from_texture(tex, 1280, 720);
 *     glaze::filter bloom{"bloom"};
 *     bloom.set("intensity", 0.6f);
 *     glaze::image graded = scene.apply(bloom);
 *     glaze.prepare(graded, {0, 0, 1280, 720}, 1280, 720);    // at load
 *     glaze.draw(graded, {0, 0, 1280, 720}, {0, 0, 1280, 720}); // each frame
 */
#ifndef GLAZE_HPP
#define GLAZE_HPP

#include "glaze.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace glaze {

/** A failed call: its status and the library's message about it. */
class error : public std::runtime_error {
public:
    error(glaze_status status, const char *message)
        : std::runtime_error(std::string(glaze_status_name(status)) + ": " + message), status_(status) {}

    /** The C status code (never GLAZE_OK). */
    glaze_status status() const noexcept { return status_; }

private:
    glaze_status status_;
};

/** Throws glaze::error for anything but GLAZE_OK (the message of the calling thread's last error). */
inline void check(glaze_status status) {
    if (status != GLAZE_OK) throw error(status, glaze_last_error_message());
}

/** The runtime library's version (GLAZE_VERSION encoding); compare with GLAZE_VERSION. */
inline int version() noexcept { return glaze_version(); }

namespace detail {

/** A NUL-terminated copy of a string_view for the C call. */
inline std::string c_string(std::string_view text) { return std::string(text); }

/** The owner of one handle of type T, destroyed with Destroy. Moves, never copies. */
template <typename T, glaze_status (*Destroy)(T *)>
class owner {
public:
    owner() noexcept = default;
    /** Takes ownership of `handle` (may be null). */
    explicit owner(T *handle) noexcept : handle_(handle) {}
    owner(const owner &) = delete;
    owner &operator=(const owner &) = delete;
    owner(owner &&other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
    owner &operator=(owner &&other) noexcept {
        if (this != &other) reset(std::exchange(other.handle_, nullptr));
        return *this;
    }
    ~owner() { reset(); }

    /** The raw handle, for glaze.h functions (still owned). */
    T *get() const noexcept { return handle_; }
    /** Gives up ownership: the caller destroys the returned handle. */
    T *release() noexcept { return std::exchange(handle_, nullptr); }
    /** Destroys the current handle (if any) and owns `handle`. */
    void reset(T *handle = nullptr) noexcept {
        T *old = std::exchange(handle_, handle);
        if (old) static_cast<void>(Destroy(old));
    }
    explicit operator bool() const noexcept { return handle_ != nullptr; }

private:
    T *handle_ = nullptr;
};

/** Calls `make(&out)` and checks it; returns the new handle. */
template <typename T, typename Make>
T *make(Make &&make) {
    T *out = nullptr;
    check(make(&out));
    return out;
}

}  // namespace detail

class context;
class filter;

/** A completed-later render (glaze_render_task). */
class render_task : public detail::owner<glaze_render_task, glaze_render_task_destroy> {
public:
    using owner::owner;
    /** Whether the GPU finished it (non-blocking). */
    bool is_complete() const {
        int complete = 0;
        check(glaze_render_task_is_complete(get(), &complete));
        return complete != 0;
    }
    /** Waits up to `timeout_ns`; throws (GLAZE_ERROR_TIMEOUT) when it did not finish. */
    void wait(std::uint64_t timeout_ns) const { check(glaze_render_task_wait(get(), timeout_ns)); }
};

/** An immutable image recipe (glaze_image). */
class image : public detail::owner<glaze_image, glaze_image_destroy> {
public:
    using owner::owner;

    /** Your GL texture as an image (glaze_image_create_from_texture). */
    static image from_texture(unsigned int texture, int width, int height,
                              glaze_texture_format format = GLAZE_TEXTURE_RGBA8,
                              glaze_alpha_mode alpha = GLAZE_ALPHA_PREMULTIPLIED,
                              glaze_origin origin = GLAZE_ORIGIN_BOTTOM_LEFT,
                              glaze_color_encoding encoding = GLAZE_ENCODING_AUTO) {
        return image(detail::make<glaze_image>([&](glaze_image **out) {
            return glaze_image_create_from_texture(texture, width, height, format, alpha, origin, encoding, out);
        }));
    }

    /** Colour attachment 0 of your framebuffer (glaze_image_create_from_framebuffer). */
    static image from_framebuffer(unsigned int framebuffer, int width, int height,
                                  glaze_alpha_mode alpha = GLAZE_ALPHA_PREMULTIPLIED,
                                  glaze_color_encoding encoding = GLAZE_ENCODING_AUTO) {
        return image(detail::make<glaze_image>([&](glaze_image **out) {
            return glaze_image_create_from_framebuffer(framebuffer, width, height, alpha, encoding, out);
        }));
    }

    /** CPU pixels, copied now (glaze_image_create_from_pixels). */
    static image from_pixels(const void *pixels, std::size_t size, int width, int height, glaze_pixel_format format,
                             glaze_alpha_mode alpha = GLAZE_ALPHA_PREMULTIPLIED,
                             glaze_origin origin = GLAZE_ORIGIN_BOTTOM_LEFT, std::size_t bytes_per_row = 0) {
        return image(detail::make<glaze_image>([&](glaze_image **out) {
            return glaze_image_create_from_pixels(pixels, size, width, height, bytes_per_row, format, alpha, origin, out);
        }));
    }

    /** A PNG file (glaze_image_create_from_png). */
    static image from_png(std::string_view path) {
        const std::string file = detail::c_string(path);
        return image(detail::make<glaze_image>([&](glaze_image **out) { return glaze_image_create_from_png(file.c_str(), out); }));
    }

    /** An infinite single colour, linear RGBA (glaze_image_create_color). */
    static image color(float red, float green, float blue, float alpha) {
        return image(detail::make<glaze_image>([&](glaze_image **out) {
            return glaze_image_create_color(red, green, blue, alpha, out);
        }));
    }

    /** The extent; `infinite` (may be null) tells whether it is infinite. */
    glaze_rect extent(bool *infinite = nullptr) const {
        glaze_rect rect{};
        int is_infinite = 0;
        check(glaze_image_get_extent(get(), &rect, &is_infinite));
        if (infinite) *infinite = is_infinite != 0;
        return rect;
    }

    image cropped(glaze_rect rect) const {
        return image(detail::make<glaze_image>([&](glaze_image **out) { return glaze_image_crop(get(), rect, out); }));
    }

    image clamped_to_extent() const {
        return image(detail::make<glaze_image>([&](glaze_image **out) { return glaze_image_clamp_to_extent(get(), out); }));
    }

    image composited_over(const image &background) const {
        return image(detail::make<glaze_image>([&](glaze_image **out) {
            return glaze_image_composite_over(get(), background.get(), out);
        }));
    }

    /** `filter` with its current values, this image as main input (glaze_image_apply_filter). */
    image apply(const filter &f) const;

    /** The transition `f` from this image to `to` at `progress` (glaze_image_apply_transition). */
    image transition_to(const image &to, filter &f, float progress) const;
};

/** A registry of filters (glaze_registry): the built-in ones, plus your own. */
class registry : public detail::owner<glaze_registry, glaze_registry_destroy> {
public:
    using owner::owner;
    /** A copy of every built-in filter and transition. */
    static registry builtin() { return registry(detail::make<glaze_registry>(glaze_registry_create)); }
};

/** A filter and its parameter values (glaze_filter). */
class filter : public detail::owner<glaze_filter, glaze_filter_destroy> {
public:
    using owner::owner;

    /** The registered filter `name` (or its Core Image alias); `from` null: the built-in ones. */
    explicit filter(std::string_view name, const registry *from = nullptr) {
        const std::string text = detail::c_string(name);
        reset(detail::make<glaze_filter>([&](glaze_filter **out) {
            return glaze_filter_create(from ? from->get() : nullptr, text.c_str(), out);
        }));
    }

    /** A kernel or drop-in transition from a `.glsl` file (glaze_filter_create_from_file). */
    static filter from_file(std::string_view path, context *check_in = nullptr, const registry *from = nullptr);

    filter &set(std::string_view parameter, float value) {
        check(glaze_filter_set_float(get(), detail::c_string(parameter).c_str(), value));
        return *this;
    }
    filter &set(std::string_view parameter, const std::vector<float> &values) {
        check(glaze_filter_set_vector(get(), detail::c_string(parameter).c_str(), values.data(), static_cast<int>(values.size())));
        return *this;
    }
    filter &set(std::string_view parameter, std::string_view choice) {
        check(glaze_filter_set_string(get(), detail::c_string(parameter).c_str(), detail::c_string(choice).c_str()));
        return *this;
    }
    filter &set(std::string_view parameter, const image &value) {
        check(glaze_filter_set_image(get(), detail::c_string(parameter).c_str(), value.get()));
        return *this;
    }
    float get_float(std::string_view parameter) const {
        float value = 0;
        check(glaze_filter_get_float(get(), detail::c_string(parameter).c_str(), &value));
        return value;
    }
    /** The registry name (or the file's path). */
    std::string_view name() const {
        const char *text = nullptr;
        check(glaze_filter_get_name(get(), &text));
        return text;
    }
};

inline image image::apply(const filter &f) const {
    return image(detail::make<glaze_image>([&](glaze_image **out) { return glaze_image_apply_filter(get(), f.get(), out); }));
}

inline image image::transition_to(const image &to, filter &f, float progress) const {
    return image(detail::make<glaze_image>([&](glaze_image **out) {
        return glaze_image_apply_transition(get(), to.get(), f.get(), progress, out);
    }));
}

/** A texture Glaze rendered and you own (glaze_texture). */
class texture : public detail::owner<glaze_texture, glaze_texture_destroy> {
public:
    using owner::owner;
    /** The GL texture name. */
    unsigned int name() const {
        unsigned int out = 0;
        check(glaze_texture_get_name(get(), &out));
        return out;
    }
    /** The texture as an image. */
    image as_image() const {
        return image(detail::make<glaze_image>([&](glaze_image **out) { return glaze_texture_get_image(get(), out); }));
    }
};

/** An asynchronous readback (glaze_readback). */
class readback : public detail::owner<glaze_readback, glaze_readback_destroy> {
public:
    using owner::owner;
    bool is_complete() const {
        int complete = 0;
        check(glaze_readback_is_complete(get(), &complete));
        return complete != 0;
    }
    void wait(std::uint64_t timeout_ns) const { check(glaze_readback_wait(get(), timeout_ns)); }
    /** Copies the bytes (bottom row first) into `pixels`. */
    void copy(void *pixels, std::size_t size) { check(glaze_readback_copy(get(), pixels, size)); }
};

/** A texture rendered for another context of the share group (glaze_shared_texture). */
class shared_texture : public detail::owner<glaze_shared_texture, glaze_shared_texture_destroy> {
public:
    using owner::owner;
    bool is_ready() const {
        int ready = 0;
        check(glaze_shared_texture_is_ready(get(), &ready));
        return ready != 0;
    }
};

/** A texture re-rendered only when its recipe changes (glaze_baked_texture). */
class baked_texture : public detail::owner<glaze_baked_texture, glaze_baked_texture_destroy> {
public:
    using owner::owner;
    explicit baked_texture(glaze_texture_format format) {
        reset(detail::make<glaze_baked_texture>([&](glaze_baked_texture **out) { return glaze_baked_texture_create(format, out); }));
    }
};

/** Options of a context: glaze_context_options filled with the defaults. */
struct context_options : glaze_context_options {
    context_options() : glaze_context_options() { check(glaze_context_options_init(this)); }
};

/** What a context found and uses (glaze_context_info). */
using context_info = glaze_context_info;

/** A render context on the GL context current on this thread (glaze_context). */
class context : public detail::owner<glaze_context, glaze_context_destroy> {
public:
    using owner::owner;

    /** A context on the GL context current on this thread, with `options`. */
    explicit context(const context_options &options = context_options()) {
        reset(detail::make<glaze_context>([&](glaze_context **out) { return glaze_context_create(&options, out); }));
    }

    void begin_frame() { check(glaze_context_begin_frame(get())); }

    /** Draws `from` of `picture` into `in` of the bound draw framebuffer; returns its task. */
    render_task draw(const image &picture, glaze_rect in, glaze_rect from) {
        return render_task(detail::make<glaze_render_task>([&](glaze_render_task **out) {
            return glaze_context_draw(get(), picture.get(), in, from, out);
        }));
    }

    /** Renders `picture` (its extent, or `*from`) into your texture; returns its task. */
    render_task render_to_texture(const image &picture, unsigned int texture_name, int width, int height,
                                  glaze_texture_format format = GLAZE_TEXTURE_RGBA8, const glaze_rect *from = nullptr) {
        return render_task(detail::make<glaze_render_task>([&](glaze_render_task **out) {
            return glaze_context_render_to_texture(get(), picture.get(), texture_name, width, height, format, from, out);
        }));
    }

    /** Renders `picture` into a new texture you own. */
    texture make_texture(const image &picture, glaze_texture_format format = GLAZE_TEXTURE_RGBA8,
                         const glaze_rect *from = nullptr) {
        return texture(detail::make<glaze_texture>([&](glaze_texture **out) {
            return glaze_context_make_texture(get(), picture.get(), from, format, out);
        }));
    }

    /** Starts an asynchronous readback of `picture`. */
    readback read_pixels_async(const image &picture, glaze_pixel_format format, const glaze_rect *from = nullptr) {
        return readback(detail::make<glaze_readback>([&](glaze_readback **out) {
            return glaze_context_read_pixels_async(get(), picture.get(), from, format, out);
        }));
    }

    /** Reads `picture` back synchronously (tools and tests). */
    void read_pixels(const image &picture, glaze_pixel_format format, void *pixels, std::size_t size,
                     const glaze_rect *from = nullptr) {
        check(glaze_context_read_pixels(get(), picture.get(), from, format, pixels, size));
    }

    /** Compiles every program `picture` needs (at load). */
    void prepare(const image &picture, glaze_rect region, int width, int height) {
        check(glaze_context_prepare(get(), picture.get(), region, width, height));
    }

    /** Compiles the programs of the transitions `names` (empty: every built-in transition). */
    void prepare_transitions(const std::vector<std::string_view> &names, const image &from, const image &to,
                             glaze_rect region, int width, int height, const registry *filters = nullptr) {
        std::vector<std::string> copies(names.begin(), names.end());
        std::vector<const char *> pointers;
        for (const std::string &name : copies) pointers.push_back(name.c_str());
        check(glaze_context_prepare_transitions(get(), filters ? filters->get() : nullptr,
                                                names.empty() ? nullptr : pointers.data(), pointers.size(),
                                                from.get(), to.get(), region, width, height));
    }

    glaze_stats stats() const {
        glaze_stats out{};
        check(glaze_context_get_stats(get(), &out));
        return out;
    }

    context_info info() const {
        context_info out{};
        check(glaze_context_get_info(get(), &out));
        return out;
    }

    /** The pass plan of `picture` as text (glaze_context_explain). */
    std::string explain(const image &picture, bool detailed = false, const glaze_rect *region = nullptr) const {
        char *text = nullptr;
        check(glaze_context_explain(get(), picture.get(), region, 0, 0, detailed ? 1 : 0, &text));
        std::string result(text);
        static_cast<void>(glaze_string_free(text));
        return result;
    }
};

inline filter filter::from_file(std::string_view path, context *check_in, const registry *from) {
    const std::string file = detail::c_string(path);
    return filter(detail::make<glaze_filter>([&](glaze_filter **out) {
        return glaze_filter_create_from_file(check_in ? check_in->get() : nullptr, from ? from->get() : nullptr,
                                             file.c_str(), out);
    }));
}

/** One effect of a library, resolved once, updated in place every frame (glaze_effect_frame). */
class effect_frame : public detail::owner<glaze_effect_frame, glaze_effect_frame_destroy> {
public:
    using owner::owner;
    /** The frame's image of `scene` at `time_seconds`; owned by the frame (do not destroy it). */
    glaze_image *update(const image &scene, double time_seconds) {
        glaze_image *out = nullptr;
        check(glaze_effect_frame_update(get(), scene.get(), time_seconds, &out));
        return out;
    }
};

/** One transition of a library, resolved once, updated in place every frame
 *  (glaze_transition_frame). */
class transition_frame : public detail::owner<glaze_transition_frame, glaze_transition_frame_destroy> {
public:
    using owner::owner;
    /** The frame `elapsed_seconds` after the start; owned by the frame (do not destroy it).
     *  `finished` (may be null) is set once elapsed >= the duration. */
    glaze_image *update(const image &from, const image &to, double elapsed_seconds, bool *finished = nullptr) {
        glaze_image *out = nullptr;
        int done = 0;
        check(glaze_transition_frame_update(get(), from.get(), to.get(), elapsed_seconds, &out, &done));
        if (finished) *finished = done != 0;
        return out;
    }
};

/** Effects and transitions of an effect file, with live reload (glaze_effect_library). */
class effect_library : public detail::owner<glaze_effect_library, glaze_effect_library_destroy> {
public:
    using owner::owner;

    /** Opens `path` with the built-in filters (or `filters`). */
    explicit effect_library(std::string_view path, const registry *filters = nullptr) {
        const std::string file = detail::c_string(path);
        reset(detail::make<glaze_effect_library>([&](glaze_effect_library **out) {
            return glaze_effect_library_open(file.c_str(), filters ? filters->get() : nullptr, nullptr, nullptr, out);
        }));
    }

    /** Opens `path` with the game's named `images` (e.g. {{"depth", &depth}}: options.images). */
    effect_library(std::string_view path, std::initializer_list<std::pair<std::string_view, const image *>> images,
                   const registry *filters = nullptr) {
        const std::string file = detail::c_string(path);
        std::vector<std::string> names;
        std::vector<glaze_image *> handles;
        for (const auto &named : images) {
            names.push_back(detail::c_string(named.first));
            handles.push_back(named.second ? named.second->get() : nullptr);
        }
        std::vector<const char *> name_pointers;
        for (const auto &name : names) name_pointers.push_back(name.c_str());
        glaze_effect_library_options options;
        check(glaze_effect_library_options_init(&options));
        options.image_names = name_pointers.data();
        options.images = handles.data();
        options.image_count = static_cast<int>(handles.size());
        reset(detail::make<glaze_effect_library>([&](glaze_effect_library **out) {
            return glaze_effect_library_open_with_options(file.c_str(), filters ? filters->get() : nullptr, &options,
                                                          nullptr, nullptr, out);
        }));
    }

    /** Gives the file the named image `name` and loads it again now (glaze_effect_library_set_image). */
    void set_image(std::string_view name, const image &named) {
        check(glaze_effect_library_set_image(get(), detail::c_string(name).c_str(), named.get()));
    }

    /** Takes the named image `name` away and loads the file again now. */
    void remove_image(std::string_view name) {
        check(glaze_effect_library_set_image(get(), detail::c_string(name).c_str(), nullptr));
    }

    /** Checks for changes (once a frame); true when a new version was installed. */
    bool update() {
        int reloaded = 0;
        check(glaze_effect_library_update(get(), &reloaded));
        return reloaded != 0;
    }

    /** update() that compiles a new version's programs before installing it. */
    bool update_preparing(context &with, const image &scene) {
        int reloaded = 0;
        check(glaze_effect_library_update_preparing(get(), with.get(), scene.get(), &reloaded));
        return reloaded != 0;
    }

    /** Compiles every effect's and transition's programs now (at load); returns the count. */
    int prepare(context &with, const image &scene) {
        int compiled = 0;
        check(glaze_effect_library_prepare(get(), with.get(), scene.get(), &compiled));
        return compiled;
    }

    void set_variable(std::string_view name, double value) {
        check(glaze_effect_library_set_variable(get(), detail::c_string(name).c_str(), value));
    }

    image make_image(std::string_view effect, const image &scene, double time_seconds) {
        const std::string name = detail::c_string(effect);
        return image(detail::make<glaze_image>([&](glaze_image **out) {
            return glaze_effect_library_make_image(get(), name.c_str(), scene.get(), time_seconds, out);
        }));
    }

    effect_frame make_frame(std::string_view effect) {
        const std::string name = detail::c_string(effect);
        return effect_frame(detail::make<glaze_effect_frame>([&](glaze_effect_frame **out) {
            return glaze_effect_library_make_frame(get(), name.c_str(), out);
        }));
    }

    transition_frame make_transition_frame(std::string_view moment) {
        const std::string name = detail::c_string(moment);
        return transition_frame(detail::make<glaze_transition_frame>([&](glaze_transition_frame **out) {
            return glaze_effect_library_make_transition_frame(get(), name.c_str(), out);
        }));
    }

    double transition_duration(std::string_view moment) const {
        double seconds = 0;
        check(glaze_effect_library_get_transition_duration(get(), detail::c_string(moment).c_str(), &seconds));
        return seconds;
    }
};

/** The frame history of effects that read `history` (glaze_effect_history): keep one for the
 *  game's lifetime, on the context's thread. */
class effect_history : public detail::owner<glaze_effect_history, glaze_effect_history_destroy> {
public:
    using owner::owner;

    /** An empty history with textures of `format`. */
    explicit effect_history(glaze_texture_format format) {
        reset(detail::make<glaze_effect_history>([&](glaze_effect_history **out) {
            return glaze_effect_history_create(format, out);
        }));
    }

    /** Effect `effect` of `library` over `scene`, its `history` reading the previous call's output. */
    image render(context &with, effect_library &library, std::string_view effect, const image &scene,
                 double time_seconds) {
        const std::string name = detail::c_string(effect);
        return image(detail::make<glaze_image>([&](glaze_image **out) {
            return glaze_effect_history_render(get(), with.get(), library.get(), name.c_str(), scene.get(),
                                               time_seconds, out);
        }));
    }

    /** Forgets effect `effect`'s history (a camera cut). */
    void forget(context &with, std::string_view effect) {
        check(glaze_effect_history_reset(get(), with.get(), detail::c_string(effect).c_str()));
    }

    /** Forgets every effect's history. */
    void forget_all(context &with) { check(glaze_effect_history_reset(get(), with.get(), nullptr)); }
};

/** The live link to `glaze studio --live` (glaze_live_link): opt-in, 127.0.0.1 only, with a
 *  random token. Stops when destroyed. */
class live_link : public detail::owner<glaze_live_link, glaze_live_link_stop> {
public:
    using owner::owner;

    /** Listens on 127.0.0.1:`port` (0: any free port) for the studio of `library`'s file. */
    live_link(effect_library &library, int port = 0) {
        reset(detail::make<glaze_live_link>([&](glaze_live_link **out) {
            return glaze_live_link_start(library.get(), port, out);
        }));
    }

    /** The URL to give `glaze studio --live` (the token included: keep it private). */
    std::string url() const {
        char *text = nullptr;
        check(glaze_live_link_get_url(get(), &text));
        std::string result(text);
        static_cast<void>(glaze_string_free(text));
        return result;
    }

    /** Once a frame, after drawing `frame`, on `with`'s thread: edits in, a frame (`region` of
     *  it; null: its extent) out now and then. */
    void update(context &with, const image &frame, double time_seconds, const glaze_rect *region = nullptr) {
        check(glaze_live_link_update(get(), with.get(), frame.get(), region, time_seconds));
    }
};

/** Sends every message of contexts without a callback of their own to `callback`. */
inline void set_log_callback(glaze_log_callback callback, void *user_data, glaze_log_level min_level = GLAZE_LOG_INFO) {
    check(glaze_set_log_callback(callback, user_data, min_level));
}

}  // namespace glaze

#endif /* GLAZE_HPP */
