# ilgi — the two commands the README starts with, and a few more.
#   make run        install libgit2-dev when missing, build, run ilgi on the default journal
#   make test       run the whole test suite (and check the module borders and the formatting:
#                   .swift-format; `swift format --in-place -r Sources Tests` mends it)
#   make install    install ilgi (stripped), its man pages (English, Korean), shell completions
#                   (bash, zsh, fish) and the weather hook under PREFIX (default /usr/local;
#                   DESTDIR works)
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
INSTALL_CONFIGURATION ?= release
# A release build links the Swift runtime into ilgi: 58 shared libraries fewer to load, every
# command 5 ms sooner (bench/RESULTS.md). Debug builds and the tests stay dynamic.
STATIC_RUNTIME = $(if $(filter release,$(1)),--static-swift-stdlib,)
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man
DATADIR = $(DESTDIR)$(PREFIX)/share
# ilgi-fetch-weather, ilgi-mcp and ilgi-serve, the programs `ilgi weather`, `ilgi mcp` and
# `ilgi serve` run (kept out of ilgi so that no other command pays for loading libcurl or the web
# server); ilgi looks for them beside itself, then in ../libexec/ilgi/.
LIBEXECDIR = $(DESTDIR)$(PREFIX)/libexec/ilgi

.PHONY: run build release test deps install uninstall check-install clean bench crash-sweep fuzz

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

release: deps
	$(SWIFT) build -c release $(call STATIC_RUNTIME,release)

test: deps
	sh scripts/check-borders.sh
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	$(SWIFT) test

# The man pages and completion scripts are made by the ilgi just built: --generate-manual in
# each language, argument-parser's --generate-completion-script for each shell (in English,
# whatever the language of whoever installs). Strings live in Swift, not in a resource bundle,
# so the binary needs nothing beside it.
install: deps
	$(SWIFT) build -c $(INSTALL_CONFIGURATION) $(call STATIC_RUNTIME,$(INSTALL_CONFIGURATION))
	@set -e; \
	bin="$$($(SWIFT) build -c $(INSTALL_CONFIGURATION) --show-bin-path)/ilgi"; \
	install -d "$(BINDIR)" "$(MANDIR)/man1" "$(MANDIR)/ko/man1" \
		"$(DATADIR)/bash-completion/completions" "$(DATADIR)/zsh/site-functions" \
		"$(DATADIR)/fish/vendor_completions.d"; \
	install -s -m 755 "$$bin" "$(BINDIR)/ilgi"; \
	install -d "$(LIBEXECDIR)"; \
	install -s -m 755 "$$(dirname "$$bin")/ilgi-fetch-weather" "$(LIBEXECDIR)/ilgi-fetch-weather"; \
	install -s -m 755 "$$(dirname "$$bin")/ilgi-mcp" "$(LIBEXECDIR)/ilgi-mcp"; \
	install -s -m 755 "$$(dirname "$$bin")/ilgi-serve" "$(LIBEXECDIR)/ilgi-serve"; \
	ILGI_LANG=en "$$bin" --generate-manual > "$(MANDIR)/man1/ilgi.1"; \
	ILGI_LANG=ko "$$bin" --generate-manual > "$(MANDIR)/ko/man1/ilgi.1"; \
	ILGI_LANG=en "$$bin" --generate-completion-script bash > "$(DATADIR)/bash-completion/completions/ilgi"; \
	ILGI_LANG=en "$$bin" --generate-completion-script zsh > "$(DATADIR)/zsh/site-functions/_ilgi"; \
	ILGI_LANG=en "$$bin" --generate-completion-script fish > "$(DATADIR)/fish/vendor_completions.d/ilgi.fish"; \
	chmod 644 "$(MANDIR)/man1/ilgi.1" "$(MANDIR)/ko/man1/ilgi.1" \
		"$(DATADIR)/bash-completion/completions/ilgi" "$(DATADIR)/zsh/site-functions/_ilgi" \
		"$(DATADIR)/fish/vendor_completions.d/ilgi.fish"; \
	if [ -f hooks/weather ]; then \
		install -d "$(DATADIR)/ilgi/hooks"; \
		install -m 755 hooks/weather "$(DATADIR)/ilgi/hooks/weather"; \
	fi; \
	echo "Installed ilgi in $(BINDIR), its man pages and bash, zsh and fish completions under $(DATADIR)."

uninstall:
	rm -f "$(BINDIR)/ilgi" "$(MANDIR)/man1/ilgi.1" "$(MANDIR)/ko/man1/ilgi.1" \
		"$(DATADIR)/bash-completion/completions/ilgi" "$(DATADIR)/zsh/site-functions/_ilgi" \
		"$(DATADIR)/fish/vendor_completions.d/ilgi.fish" "$(DATADIR)/ilgi/hooks/weather" \
		"$(LIBEXECDIR)/ilgi-fetch-weather" "$(LIBEXECDIR)/ilgi-mcp" "$(LIBEXECDIR)/ilgi-serve"
	-rmdir "$(DATADIR)/ilgi/hooks" "$(DATADIR)/ilgi" "$(LIBEXECDIR)" 2>/dev/null

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
bench: release
	sh bench/index-bench.sh

# Each target is one parser (Tests/Fuzz/IlgiFuzz/Fuzz.swift); what a run finds beyond the
# committed corpus is kept in .build/fuzz/corpus, a crash's input in .build/fuzz/crashes. Leak checks
# are off: the Swift runtime's lazily made globals (a static key) are reported as leaks at exit.
# swiftc drops -sanitize=fuzzer's coverage when it compiles a module's files together (as SwiftPM
# does), which leaves the fuzzer blind: FUZZ_COVERAGE asks for libFuzzer's coverage by name.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = entry fields gitcrypt-key gitcrypt-blob search dates jrnl jrnl-json dayone ilgi-json markdown index tree
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
