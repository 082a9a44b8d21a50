// Package bankroll holds the bankroll actions of POST /v1/player, one file each.
package bankroll
