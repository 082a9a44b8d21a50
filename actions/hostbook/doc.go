// Package host holds the host actions (scope host) of POST /v1/player, one file each.
package hostbook
