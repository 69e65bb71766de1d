#!/usr/bin/env bash
# pg.sh: a private PostgreSQL cluster for development and tests; no Docker.
#
#   pg.sh start DIR PORT [--fast] [--tcp]
#                                   create the cluster in DIR if new, start it,
#                                   create database recruitd, print its URL
#   pg.sh stop DIR                  stop the cluster in DIR
#   pg.sh destroy DIR               stop it and remove its files
#   pg.sh with CMD...               run CMD with TEST_DATABASE_URL set to a
#                                   throwaway cluster, removed afterwards
#
# The cluster trusts whoever reaches it, so by default it listens on no TCP
# port at all: only on a Unix socket (named after PORT) inside its data
# folder, which is closed to other users (0700). --tcp listens on
# 127.0.0.1:PORT instead (auto: a free port), for throwaway test clusters.
# --fast turns off fsync (tests).
#
# initdb and postgres refuse to run as root: as root they run as the postgres
# user. When that user cannot reach DIR (a clone under /root, say), the cluster
# lives under /tmp and DIR holds a link to it.
set -euo pipefail

pgbin() {
	local bin
	bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
	if [[ -z "$bin" ]] && command -v initdb >/dev/null; then
		bin=$(dirname "$(command -v initdb)")
	fi
	[[ -n "$bin" ]] || { echo "pg.sh: PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
	echo "$bin"
}

as_owner() {
	# From /: the postgres user may not be able to enter the current folder.
	if [[ $(id -u) -eq 0 ]]; then
		(cd / && runuser -u postgres -- "$@")
	else
		"$@"
	fi
}

port_busy() {
	python3 -c 'import socket,sys; s=socket.socket(); sys.exit(0 if s.connect_ex(("127.0.0.1", int(sys.argv[1]))) == 0 else 1)' "$1"
}

# datadir DIR: where the cluster files of DIR really are.
datadir() {
	local dir=$1
	if [[ -L "$dir/pgdata" ]]; then
		readlink "$dir/pgdata"
		return
	fi
	if [[ $(id -u) -eq 0 ]] && ! runuser -u postgres -- test -x "$dir" 2>/dev/null; then
		echo "/tmp/recruitd-pg-$(echo -n "$dir" | sha1sum | cut -c1-12)"
		return
	fi
	echo "$dir/pgdata"
}

# sockdir DATA: the folder of the cluster's socket. The data folder itself,
# unless the socket's path would be too long for a Unix socket (107 bytes):
# then a folder of its own under /tmp, as closed as the data folder.
sockdir() {
	local data=$1 dir
	if ((${#data} <= 80)); then
		echo "$data"
		return
	fi
	dir="/tmp/recruitd-sock-$(echo -n "$data" | sha1sum | cut -c1-12)"
	mkdir -p "$dir"
	[[ $(id -u) -eq 0 ]] && chown postgres:postgres "$dir"
	chmod 700 "$dir"
	echo "$dir"
}

start() {
	local dir port fast=no tcp=no bin data sock url admin
	dir=$(realpath -m "$1") port=$2
	shift 2
	for opt; do
		case "$opt" in
		--fast) fast=yes ;;
		--tcp) tcp=yes ;;
		*) echo "pg.sh: unknown option $opt" >&2; exit 2 ;;
		esac
	done
	if [[ "$port" == auto ]]; then
		[[ $tcp == yes ]] || { echo "pg.sh: PORT auto needs --tcp" >&2; exit 2; }
		port=$(free_port)
	fi
	bin=$(pgbin)
	mkdir -p "$dir"
	data=$(datadir "$dir")
	if [[ "$data" != "$dir/pgdata" && ! -e "$dir/pgdata" ]]; then
		ln -s "$data" "$dir/pgdata"
	fi
	if [[ ! -f "$data/PG_VERSION" ]]; then
		mkdir -p "$data"
		[[ $(id -u) -eq 0 ]] && chown postgres:postgres "$data"
		chmod 700 "$data"
		as_owner "$bin/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 ||
			{ cat "$dir/initdb.log" >&2; exit 1; }
	fi
	chmod 700 "$data" # a cluster made by an older pg.sh may be open wider
	if as_owner "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
		# Running: keep it if it listens the way asked (postmaster.pid: line 4
		# the port, 5 the socket folder, 6 the TCP address), else restart it.
		local running_port running_sock running_tcp
		running_port=$(sed -n 4p "$data/postmaster.pid")
		running_sock=$(sed -n 5p "$data/postmaster.pid")
		running_tcp=$(sed -n 6p "$data/postmaster.pid")
		if [[ $tcp == yes && -n "$running_tcp" ]]; then
			port=$running_port
		elif [[ $tcp == no && -z "$running_tcp" && -n "$running_sock" ]]; then
			port=$running_port sock=$running_sock
		else
			as_owner "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null
		fi
	fi
	if ! as_owner "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
		local opts
		if [[ $tcp == yes ]]; then
			if port_busy "$port"; then
				echo "pg.sh: port $port is taken; using a free one" >&2
				port=$(free_port)
			fi
			opts="-c listen_addresses=127.0.0.1 -c unix_socket_directories="
		else
			sock=$(sockdir "$data")
			opts="-c listen_addresses= -c unix_socket_directories=$sock -c unix_socket_permissions=0700"
		fi
		opts+=" -p $port -c max_connections=200"
		[[ $fast == yes ]] && opts+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
		as_owner "$bin/pg_ctl" -D "$data" -o "$opts" -l "$data/server.log" -w -t 60 start >/dev/null ||
			{ tail -n 20 "$data/server.log" >&2; exit 1; }
	fi
	if [[ $tcp == yes ]]; then
		url="postgres://postgres@127.0.0.1:$port/recruitd?sslmode=disable"
		admin="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
	else
		url="postgres://postgres@/recruitd?host=$sock&port=$port&sslmode=disable"
		admin="postgres://postgres@/postgres?host=$sock&port=$port&sslmode=disable"
	fi
	if ! psql "$admin" -tAc "SELECT 1 FROM pg_database WHERE datname = 'recruitd'" | grep -q 1; then
		psql "$admin" -qc "CREATE DATABASE recruitd" >/dev/null
	fi
	echo "$url"
}

stop() {
	local dir data
	dir=$(realpath -m "$1")
	data=$(datadir "$dir")
	[[ -f "$data/PG_VERSION" ]] || return 0
	as_owner "$(pgbin)/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
}

destroy() {
	local dir data
	dir=$(realpath -m "$1")
	data=$(datadir "$dir")
	stop "$dir"
	rm -rf "$data" "$dir" "/tmp/recruitd-sock-$(echo -n "$data" | sha1sum | cut -c1-12)"
}

free_port() {
	python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

with() {
	local url status=0
	# Global, not local: the EXIT trap runs after this function has returned.
	with_dir=$(mktemp -d /tmp/recruitd-test-XXXXXX)
	chmod 755 "$with_dir"
	trap 'destroy "$with_dir"' EXIT
	url=$(start "$with_dir" auto --fast --tcp)
	TEST_DATABASE_URL=$url "$@" || status=$?
	return $status
}

cmd=${1:-}
shift || true
case "$cmd" in
start) start "$@" ;;
stop) stop "$@" ;;
destroy) destroy "$@" ;;
with) with "$@" ;;
*) sed -n '2,21p' "$0" >&2; exit 2 ;;
esac
