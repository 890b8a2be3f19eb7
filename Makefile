# ilgi — the two commands the README starts with, and a few more.
#   make run        install libgit2-dev when missing, build, run ilgi on the default journal
#   make test       run the whole test suite (and check the module borders and the formatting:
#                   .swift-format; `swift format --in-place -r Sources Tests` mends it)
#   make install    install ilgi (stripped), its man pages (English, Korean), shell completions
#                   (bash, zsh, fish) and the weather hook under PREFIX (default /usr/local;
#                   DESTDIR works), from the packaged build (below)
#   make deb        ilgi_VERSION_ARCH.deb for Debian 12, from the tree make install lays out
#                   (scripts/make-deb.sh); make check-deb installs it in a clean Debian root
#                   (mmdebstrap) and uses it there (scripts/test-deb.sh)
#   make dist       ilgi-VERSION-linux-x86_64.tar.gz, the same tree with an install.sh, for
#                   other glibc systems
#   make crash-sweep   kill ilgi at every system call of every write command, and cut the power
#                   at every flush of a save, then check the journal (Tests/crash/; a few
#                   minutes; CI runs it as a step of its own after make test)
#   make bench      the index benchmarks beside jrnl, git and ripgrep (bench/RESULTS.md)
#   make fuzz       libFuzzer on every parser of bytes from elsewhere, FUZZ_SECONDS (60) each, on
#                   the corpus in Tests/Fuzz/corpus (Tests/Fuzz/README.md; CI runs 20 s each)
#   make check-install   build, install into a temporary PREFIX from a copy of the repository,
#                   remove the build folder and try the installed ilgi (slow: a release build)

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIGURATION ?= debug
ARGS ?=
# The one version, kept in VERSION (the StampVersion plugin gives it to the code).
VERSION := $(shell cat VERSION)
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man
DATADIR = $(DESTDIR)$(PREFIX)/share
# zsh looks in site-functions under /usr/local, Debian's zsh in vendor-completions under /usr.
ZSHDIR = $(DATADIR)/zsh/$(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)
# ilgi-helper, the program `ilgi serve`, `ilgi mcp` and `ilgi weather` run (kept out of ilgi so
# that no other command pays for loading libcurl or the web server); ilgi looks for it beside
# itself, then in ../libexec/ilgi/.
LIBEXECDIR = $(DESTDIR)$(PREFIX)/libexec/ilgi

# The packaged build (make install, deb, dist): release, the Swift runtime linked in (58 shared
# libraries fewer to load, every command 5 ms sooner, bench/RESULTS.md), ICU's data trimmed to
# English and Korean (scripts/trim-icu-data.py, Sources/CPackagedICUData): 30 MB fewer in each
# program, and linked by lld with packed relative relocations (DT_RELR, glibc 2.36): the
# loader's table of 100,000 pointers to fix shrinks from 2.3-3.4 MB to 30 KB in each program
# (bench/RESULTS.md, "What a package weighs"). A scratch folder of its own, so the flags never
# mix with a plain build's.
PACKAGE_BUILD = .build/package
SWIFT_STATIC_LIBS = $(shell dirname "$$(readlink -f "$$(command -v swiftc)")")/../lib/swift_static/linux
ICU_DATA = $(CURDIR)/$(PACKAGE_BUILD)/icu/icudata.dat
PACKAGE_FLAGS = -c release --static-swift-stdlib --scratch-path $(PACKAGE_BUILD) \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
DEB_ARCH = $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB = ilgi_$(VERSION)_$(DEB_ARCH).deb
DIST = ilgi-$(VERSION)-linux-$(shell uname -m)

.PHONY: run build release test deps install uninstall check-install clean bench crash-sweep fuzz \
	package-build check-package deb check-deb dist check-dist

deps:
	@if ! pkg-config --exists libgit2 sqlite3 libcurl libcmark-gfm 2>/dev/null || \
		[ ! -e /usr/include/cmark-gfm-core-extensions.h ]; then \
		echo "Installing libgit2-dev, libsqlite3-dev, libcurl4-openssl-dev and cmark-gfm (needs apt-get)…"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libgit2-dev libsqlite3-dev libcurl4-openssl-dev \
			libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIGURATION)

run: build
	@status=0; $(SWIFT) run -c $(CONFIGURATION) ilgi $(ARGS) || status=$$?; \
	bin="$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)"; \
	echo ""; \
	echo "ilgi is built: $$bin/ilgi"; \
	echo "To run it as 'ilgi', put that folder on your PATH (add the line to ~/.bashrc or ~/.zshrc):"; \
	echo "    export PATH=\"$$bin:\$$PATH\""; \
	echo "or install it with its man pages and completions: sudo make install"; \
	exit $$status

release: package-build

# The trimmed data, made again when the toolchain's or the script changes. SwiftPM cannot see
# that packaged_icu_data.c includes it (.incbin), so that file is touched to be compiled again.
$(ICU_DATA): $(SWIFT_STATIC_LIBS)/lib_FoundationICU.a scripts/trim-icu-data.py
	@mkdir -p "$(dir $@)"
	python3 scripts/trim-icu-data.py "$<" "$@"
	touch Sources/CPackagedICUData/packaged_icu_data.c

package-build: deps $(ICU_DATA)
	@symbol=$$(nm "$(SWIFT_STATIC_LIBS)/lib_FoundationICU.a" 2>/dev/null | awk '$$2 == "R" && $$3 ~ /^icudt[0-9]+_dat$$/ { print $$3; exit }'); \
	[ -n "$$symbol" ] || { echo "no icudt*_dat in lib_FoundationICU.a"; exit 1; }; \
	set -x; $(SWIFT) build $(PACKAGE_FLAGS) -Xcc '-DILGI_ICU_DATA="$(ICU_DATA)"' -Xcc "-DILGI_ICU_SYMBOL=$$symbol" \
		--product ilgi && \
	$(SWIFT) build $(PACKAGE_FLAGS) -Xcc '-DILGI_ICU_DATA="$(ICU_DATA)"' -Xcc "-DILGI_ICU_SYMBOL=$$symbol" \
		--product ilgi-helper
	@# The trimmed data is the one linked: Chinese collation is the largest item it leaves out.
	@bin="$$($(SWIFT) build $(PACKAGE_FLAGS) --show-bin-path)"; \
	if grep -q "coll/zh.res" "$$bin/ilgi" "$$bin/ilgi-helper"; then echo "the packaged build carries all of ICU's data"; exit 1; fi

test: deps
	sh scripts/check-borders.sh
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	$(SWIFT) test

# The man pages and completion scripts are made by the ilgi just built: --generate-manual in
# each language, argument-parser's --generate-completion-script for each shell (in English,
# whatever the language of whoever installs). Strings live in Swift, not in a resource bundle,
# so the binary needs nothing beside it. Systemd units are not installed: `ilgi serve
# --install`, `sync --install` and `nudge --install` write them in the user's
# ~/.config/systemd/user, with that user's journal and options.
install: package-build
	@set -e; \
	bin="$$($(SWIFT) build $(PACKAGE_FLAGS) --show-bin-path)/ilgi"; \
	install -d "$(BINDIR)" "$(LIBEXECDIR)" "$(MANDIR)/man1" "$(MANDIR)/ko/man1" \
		"$(DATADIR)/bash-completion/completions" "$(ZSHDIR)" "$(DATADIR)/fish/vendor_completions.d" \
		"$(DATADIR)/ilgi/hooks"; \
	install -s -m 755 "$$bin" "$(BINDIR)/ilgi"; \
	install -s -m 755 "$$(dirname "$$bin")/ilgi-helper" "$(LIBEXECDIR)/ilgi-helper"; \
	ILGI_LANG=en "$$bin" --generate-manual | gzip -9n > "$(MANDIR)/man1/ilgi.1.gz"; \
	ILGI_LANG=ko "$$bin" --generate-manual | gzip -9n > "$(MANDIR)/ko/man1/ilgi.1.gz"; \
	ILGI_LANG=en "$$bin" --generate-completion-script bash | sed '1{/^#!/d;}' > "$(DATADIR)/bash-completion/completions/ilgi"; \
	ILGI_LANG=en "$$bin" --generate-completion-script zsh > "$(ZSHDIR)/_ilgi"; \
	ILGI_LANG=en "$$bin" --generate-completion-script fish > "$(DATADIR)/fish/vendor_completions.d/ilgi.fish"; \
	chmod 644 "$(MANDIR)/man1/ilgi.1.gz" "$(MANDIR)/ko/man1/ilgi.1.gz" \
		"$(DATADIR)/bash-completion/completions/ilgi" "$(ZSHDIR)/_ilgi" \
		"$(DATADIR)/fish/vendor_completions.d/ilgi.fish"; \
	install -m 755 hooks/weather "$(DATADIR)/ilgi/hooks/weather"; \
	echo "Installed ilgi $(VERSION) in $(BINDIR), its helper in $(LIBEXECDIR), man pages and bash, zsh and fish completions under $(DATADIR)."

uninstall:
	rm -f "$(BINDIR)/ilgi" "$(MANDIR)/man1/ilgi.1.gz" "$(MANDIR)/ko/man1/ilgi.1.gz" \
		"$(DATADIR)/bash-completion/completions/ilgi" "$(ZSHDIR)/_ilgi" \
		"$(DATADIR)/fish/vendor_completions.d/ilgi.fish" "$(DATADIR)/ilgi/hooks/weather" \
		"$(LIBEXECDIR)/ilgi-helper"
	-rmdir "$(DATADIR)/ilgi/hooks" "$(DATADIR)/ilgi" "$(LIBEXECDIR)" 2>/dev/null

# The command-line tests again, on the packaged programs (release, ICU's data trimmed): every
# date, word and message in both languages as the tests expect them. Crash points exist in
# debug builds only, so those tests are skipped here (they ran in make test).
check-package: package-build
	$(SWIFT) build --build-tests
	ILGI_BINARY="$$($(SWIFT) build $(PACKAGE_FLAGS) --show-bin-path)/ilgi" ILGI_BINARY_IS_RELEASE=1 \
		$(SWIFT) test --skip-build --filter IlgiCLITests

# The Debian package: the tree make install lays out under /usr, with its control file, the
# licences and the changelog (scripts/make-deb.sh), checked by lintian when it is installed.
deb:
	rm -rf .build/deb
	$(MAKE) install PREFIX=/usr DESTDIR="$(CURDIR)/.build/deb/root"
	sh scripts/make-deb.sh .build/deb/root "$(VERSION)" "$(DEB_ARCH)" "$(DEB)"

# lintian's errors fail it (packaging/debian/lintian-overrides says why each override is
# there); then the package installed and used in a clean Debian 12 root (mmdebstrap; root).
check-deb: deb
	lintian --fail-on error --info "$(DEB)"
	sh scripts/test-deb.sh "$(DEB)"

# The tarball for other glibc systems: the same tree, an install.sh that installs it under
# PREFIX (and DESTDIR) and takes it away again (--uninstall).
dist:
	rm -rf .build/dist
	$(MAKE) install PREFIX=/ DESTDIR="$(CURDIR)/.build/dist/$(DIST)"
	sh scripts/make-dist.sh ".build/dist/$(DIST)" "$(VERSION)" "$(DIST).tar.gz"

check-dist: dist
	sh scripts/test-dist.sh "$(DIST).tar.gz"

check-install:
	sh scripts/test-install.sh

# strace kills ilgi at each call; iolog.so (built here, never committed) records a save's writes
# and flushes for the power-cut model.
crash-sweep: build
	@command -v strace >/dev/null || { echo "crash-sweep needs strace (apt-get install strace)"; exit 1; }
	@bin="$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)"; \
	cc -shared -fPIC -O2 -Wall -o "$$bin/iolog.so" Tests/crash/iolog.c -ldl -lpthread && \
	python3 Tests/crash/every_syscall.py "$$bin/ilgi" && \
	python3 Tests/crash/power_loss.py "$$bin/ilgi" "$$bin/iolog.so"

# The side-by-side benchmarks of bench/RESULTS.md (slow: generates journals of up to 100k
# entries under /tmp the first time).
bench: package-build
	ILGI_BIN="$$($(SWIFT) build $(PACKAGE_FLAGS) --show-bin-path)/ilgi" sh bench/index-bench.sh

# Each target is one parser (Tests/Fuzz/IlgiFuzz/Fuzz.swift); what a run finds beyond the
# committed corpus is kept in .build/fuzz/corpus, a crash's input in .build/fuzz/crashes. Leak checks
# are off: the Swift runtime's lazily made globals (a static key) are reported as leaks at exit.
# swiftc drops -sanitize=fuzzer's coverage when it compiles a module's files together (as SwiftPM
# does), which leaves the fuzzer blind: FUZZ_COVERAGE asks for libFuzzer's coverage by name.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = entry fields gitcrypt-key gitcrypt-blob search dates jrnl jrnl-json dayone ilgi-json markdown index tree \
	html journey daylio diaro momento links
FUZZ_COVERAGE = -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
fuzz: deps
	ILGI_FUZZ=1 $(SWIFT) build --scratch-path .build/fuzz --sanitize fuzzer --sanitize address $(FUZZ_COVERAGE) --product ilgi-fuzz
	@set -e; bin="$$(ILGI_FUZZ=1 $(SWIFT) build --scratch-path .build/fuzz --show-bin-path)/ilgi-fuzz"; \
	mkdir -p .build/fuzz/crashes; \
	for target in $(FUZZ_TARGETS); do \
		mkdir -p ".build/fuzz/corpus/$$target"; \
		echo "fuzz $$target: $(FUZZ_SECONDS) s"; \
		status=0; ASAN_OPTIONS=detect_leaks=0 ILGI_FUZZ_TARGET=$$target "$$bin" -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
			-timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -artifact_prefix=".build/fuzz/crashes/$$target-" \
			".build/fuzz/corpus/$$target" "Tests/Fuzz/corpus/$$target" > ".build/fuzz/$$target.log" 2>&1 || status=$$?; \
		grep -E "^stat::(number_of_executed_units|new_units_added)" ".build/fuzz/$$target.log" || true; \
		if [ $$status != 0 ]; then tail -40 ".build/fuzz/$$target.log"; echo "fuzz $$target failed"; exit 1; fi; \
	done

clean:
	rm -rf .build
