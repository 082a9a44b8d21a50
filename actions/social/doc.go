// Package social holds the social actions (profiles, follows, activity feed) of POST /v1/player, one file each.
package social
