// Package machines holds the tracked-machine actions of POST /v1/player, one file each.
package machines
