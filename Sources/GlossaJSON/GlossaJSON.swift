// GlossaJSON — level 0 of Glossa, beside GlossaCLDR: a JSON reader and writer that keeps object key
// order and reports errors with line and column. Language definitions (whose rules are evaluated in
// key order), String Catalogs (whose key order must survive a round trip) and wire formats use it.
