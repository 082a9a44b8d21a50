// Package offers holds the offer actions of POST /v1/player, one file each.
package offers
