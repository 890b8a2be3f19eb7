#!/bin/sh
# Makes ilgi's Debian package from the tree `make install PREFIX=/usr DESTDIR=ROOT` laid out:
#
#   sh scripts/make-deb.sh ROOT VERSION ARCH OUT.deb
#
# Adds what Debian asks of a package beside the programs (the licences in
# /usr/share/doc/ilgi/copyright, the changelog), works out Depends from the
# libraries the programs load (dpkg-shlibdeps, and libgit2 by hand: ilgi loads it lazily, where
# dpkg-shlibdeps cannot see it), and builds the package with every file owned by root.
# `make deb` runs it; `make check-deb` installs the result in a clean Debian root.
set -eu
root=$(cd "$1" && pwd) version=$2 arch=$3 out=$4
here=$(cd "$(dirname "$0")/.." && pwd)

doc="$root/usr/share/doc/ilgi"
install -d "$doc" "$root/DEBIAN"
python3 "$here/scripts/debian-copyright.py" "$here/.build/package/checkouts" > "$doc/copyright"
python3 "$here/scripts/debian-changelog.py" "$here/CHANGELOG.md" | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/copyright" "$doc/changelog.gz"

# The libraries the programs load at their start, as dpkg-shlibdeps finds them (it reads a
# debian/control of its own).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/debian"
printf 'Source: ilgi\n\nPackage: ilgi\nArchitecture: any\n' > "$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O --ignore-missing-info \
    "$root/usr/bin/ilgi" "$root/usr/libexec/ilgi/ilgi-helper" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "dpkg-shlibdeps found no libraries"; exit 1; }
# Packed relative relocations (lld's -z pack-relative-relocs) are read by glibc 2.36 and later,
# a need the programs name (GLIBC_ABI_DT_RELR) but dpkg-shlibdeps does not count.
if readelf -V "$root/usr/bin/ilgi" "$root/usr/libexec/ilgi/ilgi-helper" | grep -q GLIBC_ABI_DT_RELR; then
    shlibs=$(printf '%s' "$shlibs" | sed 's/libc6 (>= 2\.3[0-5])/libc6 (>= 2.36)/')
fi
# libgit2, loaded on first use: lazy_libgit2.c opens libgit2.so.MAJOR.MINOR of the headers
# ilgi was built against.
soname="libgit2.so.$(pkg-config --modversion libgit2 | cut -d. -f1,2)"
libgit2=$(dpkg -S "*/$soname" 2>/dev/null | cut -d: -f1 | head -n 1)
[ -n "$libgit2" ] || { echo "no package provides $soname"; exit 1; }
depends="$shlibs, $libgit2"

installed=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@INSTALLED_SIZE@/$installed/" \
    -e "s/@DEPENDS@/$depends/" "$here/packaging/debian/control.in" > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k 2) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
# Folders 755 and files 644 (755 where executable), whatever the umask of whoever built it.
find "$root/usr" -type d -exec chmod 755 {} +
dpkg-deb --root-owner-group -Zxz -z9 --build "$root" "$out"
echo "Built $out: $(du -k "$out" | cut -f1) KB, $installed KB installed; Depends: $depends"
