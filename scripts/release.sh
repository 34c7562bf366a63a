#!/usr/bin/env bash
# pnpm release [--dry-run]
#
# Versions and publishes @org/admin-shell from the pending changesets: the bump and CHANGELOG
# entry (changeset version), the package's tests and its consumer test, a commit of the bump,
# then the publish (changeset publish, which tags that commit). Packing runs the package's
# `prepack`, so what is published is always a fresh build.
#
# --dry-run changes no tracked file, commits nothing and publishes nothing: it shows the bump the
# changesets would make, then builds and runs the publish step as `npm publish --dry-run` (the
# files, the size, the registry's checks). CI runs it so a broken changeset or package fails
# before release day.
set -euo pipefail
cd "$(dirname "$0")/.."

dry_run=false
case "${1:-}" in
  --dry-run) dry_run=true ;;
  "") ;;
  *) echo "usage: pnpm release [--dry-run]" >&2; exit 2 ;;
esac

if $dry_run; then
  pnpm changeset status --verbose
  (cd packages/admin-shell && npm publish --dry-run)
  exit 0
fi

if [[ -n "$(git status --porcelain)" ]]; then
  echo "release: commit or stash your changes first" >&2
  exit 1
fi
pnpm changeset version
pnpm --filter @org/admin-shell test
pnpm --filter @org/admin-shell test:consumer
version=$(node -p "require('./packages/admin-shell/package.json').version")
# The tag goes on HEAD, so the bump and its CHANGELOG must be committed before the publish.
git add .changeset packages/admin-shell/package.json packages/admin-shell/CHANGELOG.md
git commit -m "Release @org/admin-shell ${version}"
pnpm changeset publish
echo "Published @org/admin-shell ${version}. Push the release commit and its tag: git push --follow-tags"
