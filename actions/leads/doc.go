// Package leads holds the lead actions of hosts (scope host) of POST /v1/player, one file each.
package leads
