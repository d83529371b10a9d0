# Glaze: build, test and demo entry points.
#
#   make test     install missing Debian packages, build, run every test (on desktop GL 3.3 core,
#                 then again on GL ES 3.0), validate Shaders/ (GLSL 330 core and 300 es), run the
#                 demo smoke test and check the documentation (docs-check)
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
	pkg-config libegl-mesa0 libgl1-mesa-dri libglx-mesa0

# The environment every test run uses: strict GL 3.3 and GL ES 3.0 drivers, and OpenAL without a
# sound card. GLAZE_GL_API=gles makes the test contexts (and the glaze tool's) OpenGL ES 3.0.
TEST_ENV := MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 MESA_GLES_VERSION_OVERRIDE=3.0 \
	ALSOFT_DRIVERS=null

DEMO_ARGS ?=

DEMO_SCREEN ?= -screen 0 1280x720x24

# `glaze studio`'s browser tests (scripts/studio-browser-test.py): Debian's Chromium and its
# WebDriver, and Selenium from PyPI (installed by `make studio-deps`, which `make test` runs).
STUDIO_DEB_PACKAGES := chromium chromium-driver
SELENIUM := selenium>=4.20,<5

.PHONY: deps build test demo demo-smoke studio-deps studio-test studio-screenshot docs-check wrappers clean

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

## build: debug build of every target, tests included
build:
	$(SWIFT) build --build-tests

## test: everything that proves the tree (unit + GL tests through headless EGL, on desktop GL and
## again on GL ES, shader validation, the demo smoke test, the documentation check)
test: deps
	export $(TEST_ENV); \
	$(SWIFT) build --build-tests; \
	$(SWIFT) test --skip-build; \
	echo "test: the same tests on OpenGL ES 3.0 (GLAZE_GL_API=gles)"; \
	GLAZE_GL_API=gles $(SWIFT) test --skip-build; \
	scripts/check-shaders.sh
	$(MAKE) --no-print-directory demo-smoke
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
## re-exported GlazeCore's) has a `///` doc comment (scripts/check-doc-comments.py reads the
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

## demo: release build of the space shooter, run in a window (Xvfb when there is no display)
demo: deps
	$(SWIFT) build -c release --product SpaceShooter
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
# install: the C API for C/C++ engines.
#
#   make install PREFIX=/opt/glaze
#   cc game.c $(PKG_CONFIG_PATH=/opt/glaze/lib/pkgconfig pkg-config --cflags --libs glaze)
#
# Installs PREFIX/lib/libGlaze.so (SONAME libGlaze.so; the Swift runtime, FoundationEssentials and
# libyaml linked in statically, only glaze_* exported, stripped: scripts/link-c-library.sh; it
# needs no Swift toolchain), the `glaze` tool as PREFIX/bin/glaze (`glaze --help`, `glaze filters`,
# `glaze validate` ...; the Swift runtime linked in statically, --static-swift-stdlib),
# PREFIX/include/glaze.h and PREFIX/lib/pkgconfig/glaze.pc.
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
GLAZE_VERSION := 1.0.0
# The installed tools export no symbols (nothing loads them as a library): 0.6 MB less for glaze.
TOOL_LINK_FLAGS := -Xlinker --no-export-dynamic

.PHONY: install install-studio
install:
	@lib="$(GLAZE_LIB)"; bin="$(GLAZE_BIN)"; \
	if [ -z "$$lib" ]; then \
		$(SWIFT) build -c release --product GlazeC; \
		lib="$$($(SWIFT) build -c release --show-bin-path)/libGlazeC.so"; \
	fi; \
	if [ -z "$$bin" ]; then \
		$(SWIFT) build -c release --product glaze --static-swift-stdlib $(TOOL_LINK_FLAGS); \
		bin="$$($(SWIFT) build -c release --show-bin-path)/glaze"; \
	fi; \
	[ -f "$$lib" ] || { echo "install: $$lib does not exist" >&2; exit 1; }; \
	[ -x "$$bin" ] || { echo "install: $$bin does not exist" >&2; exit 1; }; \
	prefix="$(abspath $(PREFIX))"; \
	mkdir -p "$$prefix/lib/pkgconfig" "$$prefix/include" "$$prefix/bin"; \
	scripts/link-c-library.sh "$$lib" "$$prefix/lib/libGlaze.so" "$(dir $(SWIFT))swiftc"; \
	chmod 0755 "$$prefix/lib/libGlaze.so"; \
	strip -o "$$prefix/bin/glaze" "$$bin"; \
	chmod 0755 "$$prefix/bin/glaze"; \
	install -m 0644 Sources/CGlaze/include/glaze.h "$$prefix/include/glaze.h"; \
	sed -e "s|@PREFIX@|$$prefix|g" -e "s|@VERSION@|$(GLAZE_VERSION)|g" Sources/CGlaze/glaze.pc.in \
		> "$$prefix/lib/pkgconfig/glaze.pc"; \
	echo "install: $$prefix/lib/libGlaze.so ($$(du -h "$$prefix/lib/libGlaze.so" | cut -f1), self-contained), $$prefix/bin/glaze"; \
	echo "         ($$(du -h "$$prefix/bin/glaze" | cut -f1)), $$prefix/include/glaze.h, $$prefix/lib/pkgconfig/glaze.pc"; \
	echo "         build with: cc game.c \$$(PKG_CONFIG_PATH=$$prefix/lib/pkgconfig pkg-config --cflags --libs glaze)"

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
ASAN_SKIP := AllocatesNothing|AllocateNothing|SteadyState

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
