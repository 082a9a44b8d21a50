// Package visits holds the visit (check-in) actions of POST /v1/player, one file each.
package visits
