// Package keys holds the API-key management actions: the owner, signed in
// on the site, creates, lists and revokes the account's keys
// (/settings/keys calls them through the dispatcher). An API key can never
// call them, whatever its scopes. One file each.
package keys
