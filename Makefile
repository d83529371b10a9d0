# Glaze: build, test and demo entry points.
#
#   make test     install missing Debian packages, build, run every test (on desktop GL 3.3 core,
#                 then again on GL ES 3.0), validate Shaders/ (GLSL 330 core and 300 es), run the
#                 demo smoke test, glaze run on other programs (run-test) and check the
#                 documentation (docs-check)
#   make demo     install missing Debian packages, build release, run the SpaceShooter demo
#                 (extra arguments: make demo DEMO_ARGS="--frames 30")
#
# `make test` is what proves the tree; `.ci/run` calls it.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := build

# Swift lives at /opt/swift on the CI image; use it when `swift` is not on PATH.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)

# Debian packages the build, the tests and the demo need. The Mesa drivers (llvmpipe for EGL and
# GLX) and pkg-config usually arrive with the others; they are listed so a minimal image works too.
DEB_PACKAGES := libepoxy-dev libglfw3-dev libopenal-dev libpng-dev libfreetype-dev libyaml-dev \
	libsndfile1-dev fonts-dejavu-core xvfb xauth glslang-tools python3 \
	pkg-config libegl-mesa0 libgl1-mesa-dri libglx-mesa0 cmake libx11-dev libgl-dev libegl-dev libsdl2-dev

# The environment every test run uses: strict GL 3.3 and GL ES 3.0 drivers, and OpenAL without a
# sound card. GLAZE_GL_API=gles makes the test contexts (and the glaze tool's) OpenGL ES 3.0.
TEST_ENV := MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 MESA_GLES_VERSION_OVERRIDE=3.0 \
	ALSOFT_DRIVERS=null

DEMO_ARGS ?=

DEMO_SCREEN ?= -screen 0 1280x720x24

# `glaze studio`'s browser tests (scripts/studio-browser-test.py): Debian's Chromium and its
# WebDriver, and Selenium from PyPI (installed by `make studio-deps`, which `make test` runs).
STUDIO_DEB_PACKAGES := chromium chromium-driver

# `glaze run`'s interposer headers (libglazerun.so links no GL library) and the programs no one
# here wrote that `make run-test` applies effect files to (scripts/run-test.py): glxgears
# (mesa-utils), glmark2 on GL and on GL ES (glmark2-x11, glmark2-es2-x11, which dlopen libGL and
# libEGL themselves), apitrace for the GL calls an injected frame adds, xdotool for the keys.
RUN_DEB_PACKAGES := libx11-dev libgl-dev libegl-dev mesa-utils glmark2-x11 glmark2-es2-x11 apitrace xdotool
SELENIUM := selenium>=4.20,<5

.PHONY: deps build test demo demo-smoke live-link-test studio-deps studio-test studio-screenshot docs-check wrappers clean \
	interposer run-deps run-test

## deps: install whichever of DEB_PACKAGES are missing (apt-get, non-interactive; sudo when not root)
deps:
	@missing=(); \
	for p in $(DEB_PACKAGES); do \
		dpkg -s "$$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$$p"); \
	done; \
	if [ $${#missing[@]} -eq 0 ]; then echo "deps: all Debian packages present"; exit 0; fi; \
	echo "deps: installing $${missing[*]}"; \
	sudo=""; if [ "$$(id -u)" -ne 0 ]; then sudo="sudo"; fi; \
	$$sudo apt-get update -q; \
	$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$${missing[@]}"

## build: debug build of every target, tests included, and `glaze run`'s interposer beside them
build: run-deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory interposer

## interposer: libglazerun.so (plain C) beside the debug build's glaze and libGlazeC.so, where
## `glaze run` looks for it (scripts/build-interposer.sh)
interposer:
	scripts/build-interposer.sh "$$($(SWIFT) build --show-bin-path)/libglazerun.so"

## run-deps: the interposer's headers and the programs make run-test runs (RUN_DEB_PACKAGES)
run-deps:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(RUN_DEB_PACKAGES)"

## test: everything that proves the tree (unit + GL tests through headless EGL, on desktop GL and
## again on GL ES, shader validation, the demo smoke test, the documentation check)
# GlazeTests runs once more under GLAZE_GL_RESTRICTED=1 (OpenGL ES 3.0 without border clamp or
# float colour buffers, 16 texture units; issue 27 item 5). Float readbacks fall back to 8-bit
# sRGB there; the tests whose checks need more (values above 1, finer precision, float
# accumulators) carry the trait .needsFloatColorBuffers and are left out of that run. The build's
# output is kept in .build/logs/debug.log (.ci/run fails on a compiler warning in it:
# scripts/check-build-warnings.sh).

test: deps run-deps
	export $(TEST_ENV); \
	mkdir -p .build/logs; \
	$(SWIFT) build --build-tests 2>&1 | tee .build/logs/debug.log; \
	scripts/build-interposer.sh "$$($(SWIFT) build --show-bin-path)/libglazerun.so"; \
	$(SWIFT) test --skip-build; \
	echo "test: the same tests on OpenGL ES 3.0 (GLAZE_GL_API=gles)"; \
	GLAZE_GL_API=gles $(SWIFT) test --skip-build; \
	echo "test: GlazeTests in the restricted-capability mode (OpenGL ES 3.0 without border clamp or float colour buffers, 16 texture units)"; \
	GLAZE_GL_API=gles GLAZE_GL_RESTRICTED=1 $(SWIFT) test --skip-build --filter '^GlazeTests\.'; \
	scripts/check-shaders.sh
	$(MAKE) --no-print-directory demo-smoke
	$(MAKE) --no-print-directory live-link-test
	$(MAKE) --no-print-directory run-test
	$(MAKE) --no-print-directory studio-test
	$(MAKE) --no-print-directory docs-check
	$(MAKE) --no-print-directory fuzz-replay

## demo-smoke: the game end to end under Xvfb (scripts/demo-smoke.py): 360 autoplay frames at
## 320x180 that visit every effect preset, the pause blur and both transitions; checks the stats
## (no GL errors, no programs compiled after warm-up), a non-blank screenshot, the same screenshot
## for the same seed, exit code 2 for bad flags, and live reload of an edited effect file and shader
demo-smoke:
	@bin="$$($(SWIFT) build --show-bin-path)/SpaceShooter"; \
	python3 scripts/demo-smoke.py "$$bin" --frames 360 --size 320x180

## live-link-test: the demo's live link under Xvfb (scripts/live-link-test.py), on desktop GL and
## GL ES: listens on 127.0.0.1 only, refuses requests without the token, an unsaved bloom
## intensity sent as the studio does changes the game's next frames, the file stays unchanged
live-link-test:
	@export $(TEST_ENV); \
	bin="$$($(SWIFT) build --show-bin-path)/SpaceShooter"; \
	python3 scripts/live-link-test.py "$$bin" && python3 scripts/live-link-test.py "$$bin" --gles

## run-test: `glaze run` on programs under Xvfb (scripts/run-test.py): Tests/RunPrograms' GLX,
## EGL and SDL2 scenes (known pixels, hostile state read back after every swap, resizes) and
## Debian's glxgears and glmark2 (GL and ES) with effect files; screenshots that show the effect,
## a static frame equal to `glaze apply --chain` of the raw frame, bad files, GL 2.1, a missing
## depth buffer, vkBasalt's example config, a process without GL left alone, and the GL calls and
## synchronous queries an injected frame adds (apitrace)
run-test: run-deps
	@bin="$$($(SWIFT) build --show-bin-path)"; \
	scripts/build-interposer.sh "$$bin/libglazerun.so"; \
	python3 scripts/run-test.py "$$bin"

## studio-deps: install Chromium, its WebDriver (Debian) and Selenium (PyPI) when missing
studio-deps:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(STUDIO_DEB_PACKAGES)"
	@python3 -c "import selenium" 2>/dev/null || python3 -m pip install --quiet "$(SELENIUM)"

## studio-test: `glaze studio` in headless Chromium (scripts/studio-browser-test.py): load a file,
## move a slider and see the preview's pixels change, save and find exactly that value changed
## with every comment kept, a bad value's error next to its control with the file untouched, and
## an edit made outside the browser reaching the page
studio-test: studio-deps
	@export $(TEST_ENV); \
	bin="$$($(SWIFT) build --show-bin-path)/glaze"; \
	python3 scripts/studio-browser-test.py "$$bin"

## studio-screenshot: the README's picture of the studio (docs/studio.png)
studio-screenshot: studio-deps
	@bin="$$($(SWIFT) build --show-bin-path)/glaze"; \
	python3 scripts/studio-browser-test.py "$$bin" --screenshot docs/studio.png \
		--effects Assets/Effects/space-shooter.yaml --asset-root Assets --image docs/screenshot.png

## docs-check: the DocC catalog of Glaze builds without a single warning (broken symbol links,
## undocumented parameters...), then every public symbol of Glaze (the backend's and the
## re-exported GlazeCore's and GlazeCatalog's) has a `///` doc comment (scripts/check-doc-comments.py reads the
## symbol graph scripts/build-docs.sh extracted). SwiftPM's notes about files a dependency's
## manifest leaves undeclared (swift-distributed-tracing's CMakeLists.txt, through Hummingbird)
## are not documentation warnings and are not counted.
docs-check:
	@log="$$(mktemp)"; trap 'rm -f "$$log"' EXIT; \
	echo "docs-check: scripts/build-docs.sh .build/glaze-docs"; \
	if ! SWIFT="$(SWIFT)" scripts/build-docs.sh .build/glaze-docs >"$$log" 2>&1; then \
		cat "$$log" >&2; echo "docs-check: the documentation build failed" >&2; exit 1; \
	fi; \
	warnings="$$(grep "warning:" "$$log" | grep -v "file(s) which are unhandled; explicitly declare them as resources" || true)"; \
	if [ -n "$$warnings" ]; then \
		cat "$$log" >&2; \
		echo "docs-check: $$(echo "$$warnings" | wc -l) warning(s) in the documentation build" >&2; exit 1; \
	fi; \
	echo "docs-check: documentation built without warnings"; \
	python3 scripts/check-doc-comments.py .build/glaze-docs/symbol-graphs/Glaze.symbols.json

## demo: release build of the space shooter, run in a window (Xvfb when there is no display); the
## build's output is kept in .build/logs/release-demo.log for scripts/check-build-warnings.sh
demo: deps
	@mkdir -p .build/logs
	$(SWIFT) build -c release --product SpaceShooter 2>&1 | tee .build/logs/release-demo.log
	@export ALSOFT_DRIVERS=$${ALSOFT_DRIVERS:-null}; \
	bin="$$($(SWIFT) build -c release --show-bin-path)/SpaceShooter"; \
	if [ -z "$${DISPLAY:-}" ]; then \
		echo "demo: no DISPLAY, running under xvfb-run"; \
		xvfb-run -a -s "$(DEMO_SCREEN)" "$$bin" $(DEMO_ARGS); \
	else \
		"$$bin" $(DEMO_ARGS); \
	fi

## wrappers: regenerate the epoxy GL/EGL wrappers in Sources/CEpoxy
wrappers:
	python3 scripts/gen-epoxy-wrappers.py Sources/CEpoxy
	@echo "wrappers: SwiftPM does not notice edited shim headers; run 'make clean' (or touch a Swift file) before building"

clean:
	$(SWIFT) package clean
	rm -rf .build

# ---------------------------------------------------------------------------------------------
# install: the C API for C/C++ engines (docs/abi.md: names, versions, what a release may change).
#
#   make install PREFIX=/opt/glaze
#   cc game.c $(PKG_CONFIG_PATH=/opt/glaze/lib/pkgconfig pkg-config --cflags --libs glazefx) \
#       -Wl,-rpath,/opt/glaze/lib
#   or in CMake: find_package(GlazeFX 1.0 CONFIG REQUIRED) ... target_link_libraries(game GlazeFX::glaze)
#
# Runs `make deps` first, then installs into PREFIX:
#   lib/libglazefx.so.X.Y.Z     the C API (SONAME libglazefx.so.X; symbols under the version node
#                               GLAZEFX_X.0; the Swift runtime, FoundationEssentials and libyaml
#                               linked in statically, only glaze_* exported, stripped:
#                               scripts/link-c-library.sh; it needs no Swift toolchain), with the
#                               symlinks libglazefx.so.X and libglazefx.so
#   lib/libglazefx.a            the same as a static library (only glaze_* global; link with
#                               -lepoxy -lpng16 -lstdc++ -lm -ldl -lpthread)
#   include/glaze.h, glaze.hpp the C header and its C++17 RAII layer ("glazefx" names the package;
#                               the headers and the glaze_ prefix keep the library's name)
#   lib/pkgconfig/glazefx.pc    relocatable (prefix from ${pcfiledir}), no baked rpath
#   lib/cmake/GlazeFX/          GlazeFXConfig.cmake (imported target GlazeFX::glaze, relocatable)
#                               and GlazeFXConfigVersion.cmake (same major version, X.Y >= asked)
#   lib/libglazerun.so          `glaze run`'s interposer (plain C, scripts/build-interposer.sh): the
#                               tool finds it and libglazefx.so.1 in ../lib (docs/run.md)
#   bin/glaze                   the `glaze` tool (`glaze --help`, `glaze filters bloom` ...; the
#                               Swift runtime linked in statically, --static-swift-stdlib)
#   share/doc/glazefx/          effect-files.md (glaze.h cites it), abi.md and run.md
# Builds the release library and tool first, unless GLAZE_LIB names an already built
# libGlazeC.so and GLAZE_BIN a built glaze (the tests pass their own debug builds, since
# `swift build` cannot run inside `swift test`).
#
#   make install-studio PREFIX=/opt/glaze
#
# Adds `glaze studio` (a web server: Hummingbird and SwiftNIO, so a program of its own):
# PREFIX/lib/glaze/glaze-studio (static Swift runtime, stripped) and its page beside it
# (studio-page/, from Sources/GlazeStudio/Resources); `glaze studio` runs it from there.
# GLAZE_STUDIO_BIN names an already built glaze-studio.
PREFIX ?= /usr/local
GLAZE_LIB ?=
GLAZE_BIN ?=
GLAZE_STUDIO_BIN ?=
# The version comes from glaze.h's GLAZE_VERSION_MAJOR/MINOR/PATCH (what glaze_version() returns).
GLAZE_VERSION := $(shell sed -n 's/^\#define GLAZE_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$$/\2/p' Sources/CGlaze/include/glaze.h | paste -sd.)
GLAZE_MAJOR := $(firstword $(subst ., ,$(GLAZE_VERSION)))
GLAZE_SONAME := libglazefx.so.$(GLAZE_MAJOR)
# The installed tools export no symbols (nothing loads them as a library): 0.6 MB less for glaze.
TOOL_LINK_FLAGS := -Xlinker --no-export-dynamic
# Builds from the manifest's narrow scopes (Package.swift, GLAZE_PACKAGE), none of which fetches
# the studio's packages. `make lib`: the library alone, resolving and compiling swift-log and
# nothing else. `make install`: the library and the tool from one build folder with the same
# flags (the tool's: a static Swift runtime), so the library's modules compile once for both;
# libGlazeC.so links there with the static runtime too (hence -L to its archives), though only
# its objects are used (scripts/link-c-library.sh relinks them).
LIB_BUILD := GLAZE_PACKAGE=library $(SWIFT) build -c release --scratch-path .build-lib
INSTALL_BUILD := GLAZE_PACKAGE=tool $(SWIFT) build -c release --scratch-path .build-install --static-swift-stdlib \
	$(TOOL_LINK_FLAGS) -Xlinker -L$(dir $(SWIFT))../lib/swift_static/linux

.PHONY: install install-studio lib
## lib: the C library alone (release), resolving and compiling only what it needs (swift-log)
lib:
	$(LIB_BUILD) --product GlazeC

install: deps run-deps
	@lib="$(GLAZE_LIB)"; bin="$(GLAZE_BIN)"; \
	if [ -z "$$lib" ]; then \
		$(INSTALL_BUILD) --product GlazeC; \
		lib="$$($(INSTALL_BUILD) --show-bin-path)/libGlazeC.so"; \
	fi; \
	if [ -z "$$bin" ]; then \
		$(INSTALL_BUILD) --product glaze; \
		bin="$$($(INSTALL_BUILD) --show-bin-path)/glaze"; \
	fi; \
	[ -f "$$lib" ] || { echo "install: $$lib does not exist" >&2; exit 1; }; \
	[ -x "$$bin" ] || { echo "install: $$bin does not exist" >&2; exit 1; }; \
	prefix="$(abspath $(PREFIX))"; \
	real="libglazefx.so.$(GLAZE_VERSION)"; \
	mkdir -p "$$prefix/lib/pkgconfig" "$$prefix/lib/cmake/GlazeFX" "$$prefix/include" "$$prefix/bin" \
		"$$prefix/share/doc/glazefx"; \
	scripts/link-c-library.sh "$$lib" "$$prefix/lib/$$real" "$(GLAZE_SONAME)" "$$prefix/lib/libglazefx.a" "$(dir $(SWIFT))swiftc"; \
	chmod 0644 "$$prefix/lib/libglazefx.a"; \
	chmod 0755 "$$prefix/lib/$$real"; \
	scripts/build-interposer.sh "$$prefix/lib/libglazerun.so"; \
	chmod 0755 "$$prefix/lib/libglazerun.so"; \
	ln -sfn "$$real" "$$prefix/lib/$(GLAZE_SONAME)"; \
	ln -sfn "$(GLAZE_SONAME)" "$$prefix/lib/libglazefx.so"; \
	strip -o "$$prefix/bin/glaze" "$$bin"; \
	chmod 0755 "$$prefix/bin/glaze"; \
	install -m 0644 Sources/CGlaze/include/glaze.h Sources/CGlaze/glaze.hpp "$$prefix/include/"; \
	fill() { sed -e "s|@VERSION@|$(GLAZE_VERSION)|g" -e "s|@MAJOR@|$(GLAZE_MAJOR)|g" "$$1" > "$$2"; }; \
	fill Sources/CGlaze/glazefx.pc.in "$$prefix/lib/pkgconfig/glazefx.pc"; \
	fill Sources/CGlaze/GlazeFXConfig.cmake.in "$$prefix/lib/cmake/GlazeFX/GlazeFXConfig.cmake"; \
	fill Sources/CGlaze/GlazeFXConfigVersion.cmake.in "$$prefix/lib/cmake/GlazeFX/GlazeFXConfigVersion.cmake"; \
	install -m 0644 docs/effect-files.md docs/abi.md docs/run.md "$$prefix/share/doc/glazefx/"; \
	echo "install: $$prefix/lib/$$real ($$(du -h "$$prefix/lib/$$real" | cut -f1), self-contained, SONAME $(GLAZE_SONAME)),"; \
	echo "         $$prefix/lib/libglazefx.a ($$(du -h "$$prefix/lib/libglazefx.a" | cut -f1)),"; \
	echo "         $$prefix/lib/libglazerun.so ($$(du -h "$$prefix/lib/libglazerun.so" | cut -f1), glaze run's interposer),"; \
	echo "         $$prefix/bin/glaze ($$(du -h "$$prefix/bin/glaze" | cut -f1)), $$prefix/include/glaze.h,"; \
	echo "         $$prefix/lib/pkgconfig/glazefx.pc, $$prefix/lib/cmake/GlazeFX, $$prefix/share/doc/glazefx"; \
	echo "         build with: cc game.c \$$(PKG_CONFIG_PATH=$$prefix/lib/pkgconfig pkg-config --cflags --libs glazefx) -Wl,-rpath,$$prefix/lib"; \
	echo "         or CMake: find_package(GlazeFX $(GLAZE_MAJOR) CONFIG REQUIRED) with -DCMAKE_PREFIX_PATH=$$prefix"

# ---------------------------------------------------------------------------------------------
# dist: the release archive for engines, DIST_DIR/glaze-VERSION-linux-ARCH.tar.gz: one folder of
# that name holding what `make install` installs (lib/, include/, lib/pkgconfig, lib/cmake,
# bin/glaze, share/doc/glazefx) plus share/doc/glazefx/README.md (how to use it). Unpack it
# anywhere: the pkg-config file and the CMake package find their prefix from where they are.
# It needs at run time only Debian's runtime packages (libepoxy0, libpng16-16; libfreetype6 and
# libyaml-0-2 for bin/glaze), no Swift toolchain. GLAZE_LIB and GLAZE_BIN as for install.
DIST_DIR ?= dist
DIST_ARCH := $(shell uname -m)
DIST_NAME := glaze-$(GLAZE_VERSION)-linux-$(DIST_ARCH)

.PHONY: dist
## dist: the release archive DIST_DIR/glaze-VERSION-linux-ARCH.tar.gz (release builds unless GLAZE_LIB/GLAZE_BIN)
dist:
	@out="$(abspath $(DIST_DIR))"; staging="$$(mktemp -d)"; trap 'rm -rf "$$staging"' EXIT; \
	$(MAKE) --no-print-directory install PREFIX="$$staging/$(DIST_NAME)" GLAZE_LIB="$(GLAZE_LIB)" GLAZE_BIN="$(GLAZE_BIN)" >/dev/null; \
	install -m 0644 docs/dist-readme.md "$$staging/$(DIST_NAME)/share/doc/glazefx/README.md"; \
	mkdir -p "$$out"; \
	tar -C "$$staging" --owner=0 --group=0 --numeric-owner -czf "$$out/$(DIST_NAME).tar.gz" "$(DIST_NAME)"; \
	echo "dist: $$out/$(DIST_NAME).tar.gz ($$(du -h "$$out/$(DIST_NAME).tar.gz" | cut -f1))"; \
	tar -tzvf "$$out/$(DIST_NAME).tar.gz" | awk '{print "      " $$3 "\t" $$6 ($$7 ? " " $$7 " " $$8 : "")}'

## install-studio: `glaze studio`'s program and page into PREFIX/lib/glaze
install-studio:
	@bin="$(GLAZE_STUDIO_BIN)"; \
	if [ -z "$$bin" ]; then \
		$(SWIFT) build -c release --product glaze-studio --static-swift-stdlib $(TOOL_LINK_FLAGS); \
		bin="$$($(SWIFT) build -c release --show-bin-path)/glaze-studio"; \
	fi; \
	[ -x "$$bin" ] || { echo "install-studio: $$bin does not exist" >&2; exit 1; }; \
	dir="$(abspath $(PREFIX))/lib/glaze"; \
	mkdir -p "$$dir"; \
	strip -o "$$dir/glaze-studio" "$$bin"; \
	chmod 0755 "$$dir/glaze-studio"; \
	rm -rf "$$dir/studio-page"; \
	cp -R Sources/GlazeStudio/Resources "$$dir/studio-page"; \
	echo "install-studio: $$dir/glaze-studio ($$(du -h "$$dir/glaze-studio" | cut -f1)) and its page; run it as glaze studio"

# ---------------------------------------------------------------------------------------------
# Hostile input, threads and long runs (issue 18).
#
#   make fuzz     the coverage-guided libFuzzer targets (Sources/GlazeFuzz: effect files,
#                 expressions, PNG, .cube, kernel and transition GLSL, C API call sequences on two
#                 threads), FUZZ_SECONDS each, one after another, built with -sanitize=fuzzer,address
#                 in .build-fuzz; new inputs collect in .build-fuzz/corpus/TARGET. Pick targets and
#                 time with make fuzz FUZZ_TARGETS="png cube" FUZZ_SECONDS=60; make fuzz-merge
#                 minimises them into Tests/Fuzz/Corpora, which make test replays (fuzz-replay)
#   make fuzz-hostile  the hostile-input fuzz test over 20,000 cases (make test runs 2,000)
#   make tsan     the shared-context, loader-thread and live-reload suites under ThreadSanitizer
#                 (its own build folder, .build-tsan; .ci/run calls it after make test)
#   make asan     the test suites under AddressSanitizer (its own build folder, .build-asan); the
#                 allocation-counting tests are skipped (the counter is off under sanitizers)
#   make soak     the demo for 20,000 autoplay frames and the C API for 10,000 frames of changing
#                 size, printing RSS and GL object counts at start and end; fails if they grow
FUZZ_CASES ?= 20000
TSAN_SUITES := SharedContextTests|CAPIHandleThreadingTests|RenderLifecycleTests|LookupTableLoaderTests|LiveReloadTests|EffectBudgetTests|CAPIEffectLibraryTests|CAPIReloadOffFrameTests|CAPIReloadWarmUpTests
SOAK_FRAMES ?= 20000
SOAK_C_FRAMES ?= 10000

FUZZ_TARGETS ?= effect expression png cube kernel transition capi
FUZZ_SECONDS ?= 600
# Seeds read besides each target's committed corpus (never written to): the shipped GLSL files.
FUZZ_SEEDS = case $$target in kernel) seeds="Assets/Shaders Shaders/Filters";; \
	transition) seeds="Assets/Shaders Shaders/Transitions";; *) seeds="";; esac
FUZZ_BUILD := $(SWIFT) build --scratch-path .build-fuzz --product GlazeFuzz \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -DGLAZE_LIBFUZZER
# Leak reports off: the Swift runtime's and Mesa's one-time caches read as leaks per input.
FUZZ_ENV := $(TEST_ENV) ASAN_OPTIONS=detect_leaks=0
# Skipped under AddressSanitizer: allocation counts (ASan's allocator), and the tests that link
# C programs against the library built in the test's own build folder (instrumented there, so the
# plain C link misses the ASan runtime: the packaging tests; make test runs them, and compiles the
# C harnesses with -fsanitize=address,undefined itself).
ASAN_SKIP := AllocatesNothing|AllocateNothing|SteadyState|installedLibraryHeaderAndPkgConfigAreComplete|readmeCQuickStartRunsAgainstTheInstalledPrefix|theArchiveBuildsAndRunsTheExamplesWithoutSwift|theCppExampleBuildsWithCMakeAndPasses|engineRunsUnderXvfbAndItsPixelsMatch

.PHONY: gpu-report

# `make gpu-report`: where the self-contained benchmark folder goes, and what run.sh is given.
GPU_REPORT_DIR ?= .build-gpu-report/glaze-gpu-report
GPU_REPORT_ARGS ?=

## gpu-report: build glaze with the Swift runtime linked in (libepoxy and the other non-system
## libraries it links beside it, found through an rpath of $$ORIGIN; not the C/C++ runtimes,
## which the GPU driver itself needs in the machine's own, newer version), pack it with
## scripts/gpu-report.sh as run.sh into $(GPU_REPORT_DIR) and a .tar.gz of it, then run it here
## (a software renderer runs the quick matrix) and write docs/bench-gpu.md. On a GPU machine
## that cannot install packages: unpack the tarball and run ./run.sh (docs/bench.md).
gpu-report:
	$(SWIFT) build -c release --static-swift-stdlib --product glaze -Xlinker -rpath -Xlinker '$$ORIGIN'
	@bin="$$($(SWIFT) build -c release --show-bin-path)/glaze"; \
	rm -rf "$(GPU_REPORT_DIR)"; mkdir -p "$(GPU_REPORT_DIR)"; \
	cp "$$bin" "$(GPU_REPORT_DIR)/glaze"; \
	cp scripts/gpu-report.sh "$(GPU_REPORT_DIR)/run.sh"; \
	ldd "$$bin" | awk '$$3 ~ /^\// { print $$3 }' | while read -r lib; do \
		case "$$(basename "$$lib")" in \
			libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|ld-linux*|libgcc_s.so*|libstdc++.so*) ;; \
			libEGL*|libGL*|libGLX*|libGLdispatch*|libOpenGL*) ;; \
			*) cp -L "$$lib" "$(GPU_REPORT_DIR)/";; \
		esac; \
	done; \
	echo "gpu-report: packed $$(ls "$(GPU_REPORT_DIR)" | tr '\n' ' ')"; \
	tar -czf "$(GPU_REPORT_DIR).tar.gz" -C "$$(dirname "$(GPU_REPORT_DIR)")" "$$(basename "$(GPU_REPORT_DIR)")"; \
	echo "gpu-report: $(GPU_REPORT_DIR).tar.gz"; \
	"$(GPU_REPORT_DIR)/run.sh" --output docs/bench-gpu.md $(GPU_REPORT_ARGS)

.PHONY: fuzz fuzz-build fuzz-merge fuzz-replay fuzz-hostile tsan asan soak

## fuzz-build: the libFuzzer binary, .build-fuzz/debug/GlazeFuzz (GLAZE_FUZZ_TARGET picks the target)
fuzz-build:
	$(FUZZ_BUILD)

## fuzz: each of FUZZ_TARGETS for FUZZ_SECONDS under libFuzzer, seeded with Tests/Fuzz/Corpora
fuzz: fuzz-build
	export $(FUZZ_ENV); bin="$$($(SWIFT) build --scratch-path .build-fuzz --show-bin-path)/GlazeFuzz"; \
	for target in $(FUZZ_TARGETS); do \
		$(FUZZ_SEEDS); mkdir -p .build-fuzz/corpus/$$target; \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
		GLAZE_FUZZ_TARGET=$$target "$$bin" -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 \
			-max_len=4096 -print_final_stats=1 -artifact_prefix=.build-fuzz/crash-$$target- \
			.build-fuzz/corpus/$$target Tests/Fuzz/Corpora/$$target $$seeds; \
	done

## fuzz-merge: minimises each target's committed corpus plus what make fuzz found (-merge=1)
fuzz-merge: fuzz-build
	export $(FUZZ_ENV); bin="$$($(SWIFT) build --scratch-path .build-fuzz --show-bin-path)/GlazeFuzz"; \
	for target in $(FUZZ_TARGETS); do \
		$(FUZZ_SEEDS); rm -rf .build-fuzz/merged; mkdir -p .build-fuzz/merged .build-fuzz/corpus/$$target Tests/Fuzz/Corpora/$$target; \
		GLAZE_FUZZ_TARGET=$$target "$$bin" -merge=1 -timeout=10 -max_len=4096 .build-fuzz/merged \
			Tests/Fuzz/Corpora/$$target .build-fuzz/corpus/$$target $$seeds; \
		rm -rf Tests/Fuzz/Corpora/$$target; mv .build-fuzz/merged Tests/Fuzz/Corpora/$$target; \
	done

## fuzz-replay: every committed corpus input once through its target (no libFuzzer; make test)
fuzz-replay:
	export $(TEST_ENV); bin="$$($(SWIFT) build --show-bin-path)/GlazeFuzz"; \
	for target in $(FUZZ_TARGETS); do "$$bin" $$target Tests/Fuzz/Corpora/$$target; done

## fuzz-hostile: HostileFuzzTests with GLAZE_FUZZ_CASES=$(FUZZ_CASES)
fuzz-hostile:
	export $(TEST_ENV) GLAZE_FUZZ_CASES=$(FUZZ_CASES); \
	$(SWIFT) build --build-tests; \
	$(SWIFT) test --skip-build --filter HostileFuzzTests 2>&1 | grep -E "hostile fuzz|Test run|✘"

## tsan: the threaded suites under ThreadSanitizer (fails on any data race report)
tsan:
	export $(TEST_ENV) TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"; \
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan; \
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_SUITES)'

## asan: the test suites under AddressSanitizer (fails on any report), in .build-asan
asan:
	export $(TEST_ENV) ASAN_OPTIONS="detect_leaks=0 halt_on_error=1"; \
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan; \
	$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip '$(ASAN_SKIP)'

## soak: long runs that must not leak (not part of make test)
soak:
	$(SWIFT) build -c release --product SpaceShooter
	$(SWIFT) build --build-tests
	@export $(TEST_ENV); \
	bin="$$($(SWIFT) build -c release --show-bin-path)/SpaceShooter"; \
	python3 scripts/soak.py "$$bin" --frames $(SOAK_FRAMES) --size 320x180; \
	GLAZE_SOAK_FRAMES=$(SOAK_C_FRAMES) $(SWIFT) test --skip-build --filter CAPISoakTests
