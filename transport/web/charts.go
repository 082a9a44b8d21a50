package web

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"strings"
	"time"
)

// Charts are SVG drawn on the server: no script, no library, nothing to
// download, and they print. Colours come from classes the stylesheet
// defines (the CSP allows no inline style). Each chart names itself for
// screen readers (role="img", a title and a description), and the page
// shows its figures as a table too.

// Chart geometry, in viewBox units (the SVG scales to its box).
const (
	chartW     = 640.0
	chartH     = 240.0
	chartLeft  = 72.0 // room for the axis labels
	chartRight = 12.0
	chartTop   = 12.0
	chartBot   = 28.0 // room for the x labels
)

// niceTicks returns round tick values covering lo..hi (about four steps of
// 1, 2 or 5 times a power of ten), always including 0.
func niceTicks(lo, hi float64) []float64 {
	lo, hi = math.Min(lo, 0), math.Max(hi, 0)
	if hi-lo < 1 {
		hi = lo + 1
	}
	raw := (hi - lo) / 4
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := mag * 10
	for _, m := range []float64{1, 2, 5, 10} {
		if raw <= m*mag {
			step = m * mag
			break
		}
	}
	var ticks []float64
	for v := math.Floor(lo/step) * step; ; v += step {
		ticks = append(ticks, math.Round(v/step)*step)
		if v >= hi-step/1e6 {
			return ticks // the last tick is at or above the highest value
		}
	}
}

// shortMoney writes an axis label: $1.2k, -$300.
func shortMoney(v float64) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%s$%sM", sign, trimZero(v/1e6))
	case v >= 1e3:
		return fmt.Sprintf("%s$%sk", sign, trimZero(v/1e3))
	default:
		return fmt.Sprintf("%s$%.0f", sign, v)
	}
}

func trimZero(v float64) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.1f", v), "0"), ".")
}

// svgOpen starts a chart with its accessible name and description.
func svgOpen(b *strings.Builder, id, title, desc string) {
	fmt.Fprintf(b, `<svg class="chart" viewBox="0 0 %.0f %.0f" role="img" aria-labelledby="%s-t %s-d" xmlns="http://www.w3.org/2000/svg">`,
		chartW, chartH, id, id)
	fmt.Fprintf(b, `<title id="%s-t">%s</title><desc id="%s-d">%s</desc>`, id, html.EscapeString(title), id, html.EscapeString(desc))
}

// yAxis draws the grid lines and labels of ticks and returns the function
// that places a value on the y axis.
func yAxis(b *strings.Builder, ticks []float64) func(float64) float64 {
	lo, hi := ticks[0], ticks[len(ticks)-1]
	plotH := chartH - chartTop - chartBot
	y := func(v float64) float64 { return chartTop + (hi-v)/(hi-lo)*plotH }
	for _, t := range ticks {
		cls := "grid"
		if t == 0 {
			cls = "axis"
		}
		fmt.Fprintf(b, `<line class="%s" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, cls, chartLeft, chartW-chartRight, y(t), y(t))
		fmt.Fprintf(b, `<text class="label" x="%.1f" y="%.1f" text-anchor="end">%s</text>`, chartLeft-6, y(t)+4, shortMoney(t))
	}
	return y
}

// barChart draws one bar per label, up for a gain and down for a loss,
// with the value written on each bar that has one.
func barChart(id, title, desc string, labels []string, values []*float64) template.HTML {
	var b strings.Builder
	svgOpen(&b, id, title, desc)
	lo, hi := 0.0, 0.0
	for _, v := range values {
		if v != nil {
			lo, hi = math.Min(lo, *v), math.Max(hi, *v)
		}
	}
	y := yAxis(&b, niceTicks(lo, hi))
	slot := (chartW - chartLeft - chartRight) / float64(len(labels))
	barW := slot * 0.6
	for i, l := range labels {
		x := chartLeft + slot*float64(i) + (slot-barW)/2
		fmt.Fprintf(&b, `<text class="label" x="%.1f" y="%.1f" text-anchor="middle">%s</text>`, x+barW/2, chartH-8, html.EscapeString(l))
		v := values[i]
		if v == nil || *v == 0 {
			continue
		}
		top, bottom, cls := y(*v), y(0), "bar gain"
		if *v < 0 {
			top, bottom, cls = y(0), y(*v), "bar loss"
		}
		fmt.Fprintf(&b, `<rect class="%s" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>%s: %s</title></rect>`,
			cls, x, top, barW, math.Max(bottom-top, 1), html.EscapeString(l), money(*v))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String()) // #nosec: built from numbers and escaped labels
}

// point is one value at one date.
type point struct {
	Date  time.Time
	Value float64
}

// lineChart draws values over time as a step line (a balance holds until
// the next entry), with the first and last dates on the x axis.
func lineChart(id, title, desc string, points []point) template.HTML {
	var b strings.Builder
	svgOpen(&b, id, title, desc)
	lo, hi := 0.0, 0.0
	for _, p := range points {
		lo, hi = math.Min(lo, p.Value), math.Max(hi, p.Value)
	}
	y := yAxis(&b, niceTicks(lo, hi))
	first, last := points[0].Date, points[len(points)-1].Date
	span := last.Sub(first).Hours()
	plotW := chartW - chartLeft - chartRight
	x := func(t time.Time) float64 {
		if span == 0 {
			return chartLeft + plotW/2
		}
		return chartLeft + t.Sub(first).Hours()/span*plotW
	}
	var path strings.Builder
	for i, p := range points {
		if i == 0 {
			fmt.Fprintf(&path, "M%.1f %.1f", x(p.Date), y(p.Value))
			continue
		}
		fmt.Fprintf(&path, " H%.1f V%.1f", x(p.Date), y(p.Value))
	}
	fmt.Fprintf(&b, `<path class="line" d="%s"/>`, path.String())
	for _, p := range points {
		fmt.Fprintf(&b, `<circle class="dot" cx="%.1f" cy="%.1f" r="3"><title>%s: %s</title></circle>`,
			x(p.Date), y(p.Value), p.Date.Format("Jan 2, 2006"), money(p.Value))
	}
	fmt.Fprintf(&b, `<text class="label" x="%.1f" y="%.1f" text-anchor="start">%s</text>`, chartLeft, chartH-8, first.Format("Jan 2, 2006"))
	if span > 0 {
		fmt.Fprintf(&b, `<text class="label" x="%.1f" y="%.1f" text-anchor="end">%s</text>`, chartW-chartRight, chartH-8, last.Format("Jan 2, 2006"))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String()) // #nosec: built from numbers and formatted dates
}
