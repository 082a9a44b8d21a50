package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// actionJSON is one action as `actions list --json` prints it.
type actionJSON struct {
	Name      string   `json:"name"`
	Namespace string   `json:"namespace"`
	Endpoint  string   `json:"endpoint"`
	Area      string   `json:"area"`
	Kind      string   `json:"kind"`
	Scopes    []string `json:"scopes"`
	ByAPIKey  bool     `json:"available_by_api_key"`
	Summary   string   `json:"summary"`
}

func (a *app) actionsCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "actions", Short: "List the registered actions", Args: noArgs, RunE: needsSubcommand}
	cmd.AddCommand(a.actionsListCommand(), a.actionsShowCommand(), a.actionsDocsCommand())
	return cmd
}

// actionsListCommand is `actions list`.
func (a *app) actionsListCommand() *cobra.Command {
	var asJSON bool
	var ns, area, kind, scope string
	list := &cobra.Command{
		Use:   "list [--json] [--namespace N] [--area A] [--kind K] [--scope S]",
		Short: "List the registered actions, sorted, with their kind and scopes",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if kind != "" && !slices.Contains(registry.Kinds, registry.Kind(kind)) {
				return usageError{fmt.Errorf("--kind %q must be one of read, write, admin, key", kind)}
			}
			if scope != "" && !scopes.Scope(scope).Valid() {
				return usageError{fmt.Errorf("--scope %q must be one of read, write, tax, host", scope)}
			}
			var rows []*registry.Action
			for _, act := range registry.Default.List() {
				if (ns == "" || act.Namespace == ns) && (area == "" || act.Area == area) &&
					(kind == "" || string(act.Kind) == kind) && (scope == "" || act.RequiredScopes().Has(scopes.Scope(scope))) {
					rows = append(rows, act)
				}
			}
			if asJSON {
				out := make([]actionJSON, len(rows))
				for i, act := range rows {
					out[i] = toActionJSON(act)
				}
				return printJSON(a, out)
			}
			tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tNAMESPACE\tAREA\tKIND\tSCOPES\tSUMMARY")
			for _, act := range rows {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", act.Name, act.Namespace, act.Area, act.Kind, scopeCell(act), act.Summary)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "%d action(s)\n", len(rows))
			return nil
		},
	}
	list.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	list.Flags().StringVar(&ns, "namespace", "", "only this namespace (player, comp/calculate, ...)")
	list.Flags().StringVar(&area, "area", "", "only this area (trips, sessions, ...)")
	list.Flags().StringVar(&kind, "kind", "", "only this kind (read, write, admin, key)")
	list.Flags().StringVar(&scope, "scope", "", "only actions needing this scope")
	return list
}

// actionsShowCommand is `actions show`.
func (a *app) actionsShowCommand() *cobra.Command {
	var showNS string
	show := &cobra.Command{
		Use:   "show NAME [--namespace N]",
		Short: "Show one action: fields, types, rules, scopes and an example request",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageError{fmt.Errorf("show takes one action name (see actions list)")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			act, err := findAction(args[0], showNS)
			if err != nil {
				return err
			}
			return printAction(a.stdout, act)
		},
	}
	show.Flags().StringVar(&showNS, "namespace", "", "the action's namespace when the name is in several")
	return show
}

// printAction writes what `actions show` shows of act: its endpoint,
// rules, fields and an example request.
func printAction(w io.Writer, act *registry.Action) error {
	fmt.Fprintf(w, "%s (%s %s)\n%s\n\n", act.Name, "POST", registry.Path(act.Namespace), act.Summary)
	fmt.Fprintf(w, "Area:    %s\nKind:    %s\nScopes:  %s\n", act.Area, act.Kind, scopeCell(act))
	if act.ChangesData() {
		fmt.Fprintln(w, "Writes:  yes (one transaction; honours Idempotency-Key)")
	}
	if act.Rules != "" {
		fmt.Fprintf(w, "Rules:   %s\n", act.Rules)
	}
	s := act.InputSchema()
	fmt.Fprintln(w, "\nFields:")
	if s.Properties.Len() == 0 {
		fmt.Fprintln(w, "  (none besides action)")
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for p := s.Properties.Oldest(); p != nil; p = p.Next() {
		req := "optional"
		if slices.Contains(s.Required, p.Key) {
			req = "required"
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", p.Key, registry.TypeOf(p.Value), req, registry.Constraints(p.Value))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	ex, _ := json.MarshalIndent(act.ExampleRequest(), "  ", "  ")
	fmt.Fprintf(w, "\nExample request:\n  %s\n", ex)
	return nil
}

// actionsDocsCommand is `actions docs`, which make docs runs.
func (a *app) actionsDocsCommand() *cobra.Command {
	return &cobra.Command{
		Use:    "docs",
		Short:  "Print the action reference in Markdown (make docs writes it to docs/actions.md)",
		Args:   noArgs,
		Hidden: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := a.stdout.Write(registry.Default.Markdown())
			return err
		},
	}
}

func findAction(name, ns string) (*registry.Action, error) {
	var found []*registry.Action
	for _, act := range registry.Default.List() {
		if act.Name == name && (ns == "" || act.Namespace == ns) {
			found = append(found, act)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return nil, usageError{fmt.Errorf("no action named %q (see tierline actions list)", name)}
	default:
		var names []string
		for _, act := range found {
			names = append(names, act.Namespace)
		}
		return nil, usageError{fmt.Errorf("%q is in several namespaces (%s): add --namespace", name, strings.Join(names, ", "))}
	}
}

func scopeCell(act *registry.Action) string {
	if !act.AllowedByKey() {
		return "never (no API key)"
	}
	return act.RequiredScopes().String()
}

func toActionJSON(act *registry.Action) actionJSON {
	names := []string{}
	for _, s := range act.RequiredScopes() {
		names = append(names, string(s))
	}
	return actionJSON{
		Name: act.Name, Namespace: act.Namespace, Endpoint: registry.Path(act.Namespace), Area: act.Area,
		Kind: string(act.Kind), Scopes: names, ByAPIKey: act.AllowedByKey(), Summary: act.Summary,
	}
}
