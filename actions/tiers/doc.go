// Package tiers holds the casino tier-status actions of POST /v1/player, one file each.
package tiers
