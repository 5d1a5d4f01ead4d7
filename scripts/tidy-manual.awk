# Tidies the mdoc page swift-argument-parser's generate-manual writes (used by scripts/install):
# - a blank line (from help text with paragraphs) becomes .Pp, since mdoc warns on blank lines;
# - the top-level commands named in -v hidden="a b" are dropped with everything under them:
#   generate-manual 1.8 lists commands hidden from --help (shouldDisplay: false), such as bench.
BEGIN { n = split(hidden, names, " "); for (i = 1; i <= n; i++) hide[names[i]] = 1 }
{
  if (skipping) {
    if ($0 ~ /^\.Bl/) { depth++; next }
    if ($0 ~ /^\.El/) { depth--; if (depth >= skip_depth) next; skipping = 0 }
    else if ($0 ~ /^\.It/ && depth == skip_depth) skipping = 0
    else next
  }
  if (depth == 1 && $0 ~ /^\.It Em / && (substr($0, 8) in hide)) { skipping = 1; skip_depth = depth; next }
  if ($0 ~ /^\.Bl/) depth++
  if ($0 ~ /^\.El/) depth--
  print ($0 == "" ? ".Pp" : $0)
}
