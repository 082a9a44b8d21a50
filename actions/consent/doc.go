// Package consent holds the consent actions of POST /v1/player, one file each.
package consent
