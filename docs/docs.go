// Package docs holds the service's hand-written documentation pages and
// renders them to HTML so the service can serve them; error objects link to
// {site_url}/docs/errors#<code>, and that link must open.
package docs

import (
	"bytes"
	"embed"
	"fmt"
	"html"
	"io/fs"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	goldhtml "github.com/yuin/goldmark/renderer/html"
)

// Pages are the Markdown sources, one file per page.
//
//go:embed *.md
var Pages embed.FS

// RenderHTML renders every page to a standalone HTML document, keyed by its
// name without ".md" ("errors"). Headings written "## code {#code}" get that
// id, so fragment links land on them.
func RenderHTML(siteURL string) (map[string][]byte, error) {
	md := goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(parser.WithAttribute(), parser.WithAutoHeadingID()),
		// The pages are ours (hand-written or generated from the registry),
		// and the action reference places its anchors as raw HTML.
		goldmark.WithRendererOptions(goldhtml.WithUnsafe()),
	)
	out := map[string][]byte{}
	names, err := fs.Glob(Pages, "*.md")
	if err != nil {
		return nil, fmt.Errorf("docs: %w", err)
	}
	for _, name := range names {
		src, err := Pages.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("docs: %w", err)
		}
		var body bytes.Buffer
		if err := md.Convert(src, &body); err != nil {
			return nil, fmt.Errorf("docs: render %s: %w", name, err)
		}
		page := strings.TrimSuffix(name, ".md")
		out[page] = []byte(fmt.Sprintf(htmlPage, html.EscapeString(title(src, page)), html.EscapeString(siteURL), body.String()))
	}
	return out, nil
}

// title is the text of the page's first "# " heading.
func title(src []byte, fallback string) string {
	for _, line := range strings.Split(string(src), "\n") {
		if t, ok := strings.CutPrefix(line, "# "); ok {
			return strings.TrimSpace(t)
		}
	}
	return fallback
}

const htmlPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%s · Tierline</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#222}code,pre{background:#f4f4f4;border-radius:3px}pre{padding:.75rem;overflow:auto}h2{margin-top:2rem;border-top:1px solid #ddd;padding-top:1rem}:target{background:#fff6d5}</style>
</head>
<body>
<p><a href="%s/">Tierline API</a></p>
%s
</body>
</html>
`
