// Package data ships the directory's source files inside the binary, so a
// fresh machine needs nothing beside it to seed the directory. Provenance,
// method and licence: SOURCES.md in this folder.
package data

import "embed"

// Files holds casinos.csv, rewards_programs.json, program_properties.csv,
// renames.csv, coverage.csv and SOURCES.md.
//
//go:embed casinos.csv rewards_programs.json program_properties.csv renames.csv coverage.csv SOURCES.md
var Files embed.FS
