// Package sessions holds the gaming-session actions of POST /v1/player, one file each.
package sessions
