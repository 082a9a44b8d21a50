// Package docs holds the service's hand-written documentation pages (and
// the generated action reference). The site (transport/web) renders them
// into its layout at /docs/{name}; error objects link to
// {site_url}/docs/errors#<code>, and that link must open.
package docs

import "embed"

// Pages are the Markdown sources, one file per page. Headings written
// "## code {#code}" get that id, so fragment links land on them.
//
//go:embed *.md
var Pages embed.FS
