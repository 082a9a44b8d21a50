// Package notifications holds the notification actions of POST /v1/player, one file each.
package notifications
