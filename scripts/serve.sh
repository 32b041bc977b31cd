#!/bin/sh
# Starts the built server as production should (`npm start` runs it; ADR 014, 046, README).
# Production builds of everything (React's own checks cost a cached page two thirds of its
# rate): NODE_ENV picks builds only. Whether this is a real site, with the checks of one, is
# DEPLOYMENT's to say (ADR 046), so `npm start` still runs with no configuration.
export NODE_ENV="${NODE_ENV:-production}"
# glibc gives threads that allocate (V8's compiler and GC helpers, libuv's pool) malloc arenas of
# their own and keeps what they free: two arenas measured 35-45 MB less resident memory per node.
# An operator's own MALLOC_ARENA_MAX wins.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# V8 sizes its heap for throughput: under a mix of pages it let a node's heap reach 2.5 times what
# was live (181 MB held for 73 MB live, on PostgreSQL). A young generation of 4 MB semi-spaces and
# an old generation grown by half of what a full collection left (V8's default lets it grow
# further) kept the peak at 194-203 MB where it was 228-278, for about 20 % more CPU under that
# mix and none measurable on stored pages (ADRs 014, 049). An operator's own V8_HEAP_FLAGS win,
# empty for V8's defaults (more memory, more throughput).
V8_HEAP_FLAGS="${V8_HEAP_FLAGS---max-semi-space-size=4 --heap-growing-percent=50}"
# shellcheck disable=SC2086 # the flags are words
exec node $V8_HEAP_FLAGS --enable-source-maps "$(dirname "$0")/../dist/node/src/server/main.js"
