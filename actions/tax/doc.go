// Package tax holds the W-2G and tax actions (scope tax) of POST /v1/player, one file each.
package tax
