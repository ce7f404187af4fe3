// GlossaMessages — level 1 of Glossa: message syntaxes compiled into one message model, rendered by
// one resolver into pluggable outputs. Depends on GlossaCLDR (plural rules, locales) and GlossaJSON.
