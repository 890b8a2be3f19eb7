# The checks the install tests share (test-install.sh, test-dist.sh, and test-deb.sh inside
# its Debian root), sourced by each:
#
#   check DESCRIPTION COMMAND [ARGUMENT…]   runs the command; "ok: …", or "FAILED: …" and
#                                           its output; the output is left in $check_output
#   checks_done NAME                        prints "NAME: N passed, M failed", fails if M > 0
passed=0
failed=0
check_output=${check_output:-${TMPDIR:-/tmp}/ilgi-check.out}
check() {
    description=$1
    shift
    if "$@" >"$check_output" 2>&1; then
        passed=$((passed + 1))
        echo "ok: $description"
    else
        failed=$((failed + 1))
        echo "FAILED: $description"
        sed 's/^/    /' "$check_output"
    fi
}
checks_done() {
    echo "$1: $passed passed, $failed failed"
    [ "$failed" = 0 ]
}
