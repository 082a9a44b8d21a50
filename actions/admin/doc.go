// Package admin holds the admin actions, registered so they are known and always refused through an API key of POST /v1/player, one file each.
package admin
