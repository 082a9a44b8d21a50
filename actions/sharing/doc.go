// Package sharing holds the share-link actions of POST /v1/player, one file each.
package sharing
