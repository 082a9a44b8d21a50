package transport

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"go.uber.org/zap"

	"github.com/tierline/tierline/discovery"
	"github.com/tierline/tierline/openapi"
)

// The discovery documents: what an agent reads to find its way around
// without being told. They are built once, when the routes are, from the
// configuration, the registry and the MCP server's tools, and served with
// validators (ETag) and a public cache lifetime.

// docCacheControl is how long clients and caches may keep a document: the
// documents change only when the service is redeployed.
const docCacheControl = "public, max-age=3600"

// discoveryRoutes mounts the discovery documents and /openapi.json on r.
// The MCP server card is also served at {mcp_url}/server-card when the MCP
// URL is on this server; that one path is mounted, not the MCP endpoint.
func (s *Server) discoveryRoutes(r *mux.Router) {
	get := []string{http.MethodGet, http.MethodHead}
	docs, err := discovery.Build(s.cfg, s.reg, s.discoveryTools())
	if err == nil {
		var spec []byte
		if spec, err = openapi.Build(s.cfg, s.reg, openapi.Options{Deprecated: s.DeprecatedRoutes()}); err == nil {
			r.Handle(discovery.OpenAPIPath, serveDocument(spec, "application/json", nil)).Methods(get...)
		}
	}
	if err != nil {
		// Generating the documents is deterministic: a failure is a bug
		// that the tests catch. Should one ship, the service still runs
		// and these paths say what happened.
		s.log.Error("building the discovery documents", zap.Error(err))
		failed := s.handle(func(w http.ResponseWriter, r *http.Request) error { return err })
		for _, p := range []string{discovery.OpenAPIPath, discovery.ProtectedResourcePath, discovery.AuthorizationServerPath,
			discovery.APICatalogPath, discovery.AgentsPath, discovery.AgentCardPath, discovery.MCPServerCardPath,
			discovery.LLMsPath, discovery.LLMsFullPath} {
			r.Handle(p, failed).Methods(get...)
		}
		return
	}

	const jsonType = discovery.JSONType
	r.Handle(discovery.ProtectedResourcePath, serveDocument(docs.ProtectedResource, jsonType, nil)).Methods(get...)
	if p := docs.MCPProtectedResourcePath; p != "" && p != discovery.ProtectedResourcePath {
		r.Handle(p, serveDocument(docs.MCPProtectedResource, jsonType, nil)).Methods(get...)
	}
	r.Handle(discovery.AuthorizationServerPath, serveDocument(docs.AuthorizationServer, jsonType, nil)).Methods(get...)
	r.Handle(discovery.APICatalogPath, serveDocument(docs.APICatalog, discovery.LinksetType, func(h http.Header) {
		h.Set("Link", docs.APICatalogLink)
	})).Methods(get...)
	r.Handle(discovery.AgentsPath, serveDocument(docs.Agents, jsonType, nil)).Methods(get...)
	r.Handle(discovery.AgentCardPath, serveDocument(docs.AgentCard, jsonType, nil)).Methods(get...)
	r.Handle(discovery.LLMsPath, serveDocument(docs.LLMs, discovery.MarkdownType, nil)).Methods(get...)
	r.Handle(discovery.LLMsFullPath, serveDocument(docs.LLMsFull, discovery.MarkdownType, nil)).Methods(get...)
	card := serveServerCard(docs.MCPServerCard)
	r.Handle(discovery.MCPServerCardPath, card).Methods(get...)
	if p := docs.MCPServerCardPath; p != "" && p != discovery.MCPServerCardPath {
		r.Handle(p, card).Methods(get...)
	}
}

// discoveryTools are the MCP server's tools, as the server card lists
// them: the same definitions the MCP server serves.
func (s *Server) discoveryTools() []discovery.MCPTool {
	var out []discovery.MCPTool
	for _, t := range s.mcpTools() {
		out = append(out, discovery.MCPTool{
			Name:        t.tool.Name,
			Title:       t.tool.Title,
			Description: t.tool.Description,
			InputSchema: t.tool.InputSchema,
			NeedsKey:    t.tool.Name == "player_action",
		})
	}
	return out
}

// serveDocument serves a fixed document with its type, an ETag (so a
// client revalidates with If-None-Match and gets 304) and the cache
// lifetime; HEAD gets the headers alone. extra sets further headers.
func serveDocument(body []byte, contentType string, extra func(http.Header)) http.Handler {
	sum := sha256.Sum256(append([]byte(contentType+"\n"), body...))
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", contentType)
		h.Set("Cache-Control", docCacheControl)
		h.Set("ETag", etag)
		h.Set("X-Content-Type-Options", "nosniff")
		if extra != nil {
			extra(h)
		}
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
	})
}

// serveServerCard serves the MCP server card as
// application/mcp-server-card+json to a client that asks for that type,
// and as application/json otherwise.
func serveServerCard(body []byte) http.Handler {
	asJSON := serveDocument(body, discovery.JSONType, varyAccept)
	asCard := serveDocument(body, discovery.ServerCardType, varyAccept)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(strings.ToLower(r.Header.Get("Accept")), discovery.ServerCardType) {
			asCard.ServeHTTP(w, r)
			return
		}
		asJSON.ServeHTTP(w, r)
	})
}

func varyAccept(h http.Header) { h.Add("Vary", "Accept") }
