#!/bin/sh
# Makes the tarball for glibc systems other than Debian from the tree `make install PREFIX=/
# DESTDIR=FOLDER` laid out, with packaging/install.sh beside it:
#
#   sh scripts/make-dist.sh FOLDER VERSION OUT.tar.gz
#
# The oldest glibc it runs on is the newest version either program asks the loader for (a
# symbol's, or GLIBC_ABI_DT_RELR, the packed relocations glibc reads since 2.36), written into
# install.sh; the README's Install section names it (checked by `make check-dist`).
set -eu
folder=$1 version=$2 out=$3
here=$(cd "$(dirname "$0")/.." && pwd)
glibc=$( {
    readelf -V "$folder/bin/ilgi" "$folder/libexec/ilgi/ilgi-helper" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//'
    readelf -V "$folder/bin/ilgi" "$folder/libexec/ilgi/ilgi-helper" | grep -q 'GLIBC_ABI_DT_RELR' && echo 2.36
} | sort -uV | tail -n 1)
sed -e "s/@VERSION@/$version/g" -e "s/@GLIBC@/$glibc/g" "$here/packaging/install.sh" > "$folder/install.sh"
chmod 755 "$folder/install.sh"
install -m 644 "$here/CHANGELOG.md" "$here/LICENSE" "$folder/"
find "$folder" -type d -exec chmod 755 {} +
tar -C "$(dirname "$folder")" --owner=0 --group=0 --numeric-owner --sort=name \
    -cf - "$(basename "$folder")" | gzip -9n > "$out"
echo "Built $out: $(du -k "$out" | cut -f1) KB; runs on glibc $glibc or newer"
