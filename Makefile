# ilgi — the two commands the README starts with, and a few more.
#   make run        install libgit2-dev when missing, build, run ilgi on the default journal
#   make test       run the whole test suite
#   make install    install ilgi, its man page, completions and the weather hook under PREFIX

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIGURATION ?= debug
ARGS ?=

.PHONY: run build release test deps install uninstall clean

deps:
	@if ! pkg-config --exists libgit2 2>/dev/null; then \
		echo "Installing libgit2-dev (needs apt-get)…"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libgit2-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIGURATION)

run: build
	$(SWIFT) run -c $(CONFIGURATION) ilgi $(ARGS)

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) test

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/ilgi" $(DESTDIR)$(PREFIX)/bin/ilgi
	install -d $(DESTDIR)$(PREFIX)/share/ilgi/hooks
	install -m 755 hooks/weather $(DESTDIR)$(PREFIX)/share/ilgi/hooks/weather

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/ilgi
	rm -rf $(DESTDIR)$(PREFIX)/share/ilgi/hooks

clean:
	rm -rf .build
