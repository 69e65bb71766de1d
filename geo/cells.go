package geo

import (
	"errors"
	"fmt"
	"math"

	"github.com/uber/h3-go/v4"
)

// Resolution is the H3 resolution that the index files locations under. Changing it changes
// every stored cell: it needs `recruitd reindex`.
//
// Resolution 6 cells are hexagons with 2-mile edges (14 square miles on average). That is as fine
// as the data deserves: a location is a ZIP centroid, often miles from where a person lives. A
// 25-mile search (the API's default radius) is a disk of 271 or 331 cells, listed in about 15 µs.
// At resolution 7 the same search takes about 1,400 cells, five times the posting lists to merge;
// at resolution 5 (5.3-mile edges) a 5-mile search reads 27 times the circle's area, against 7.5
// times at 6.
const Resolution = 6

// MaxDiskMiles is the largest radius Disk accepts. At Resolution that is a disk of about 90,000
// cells (4 ms); a search wider than that is better served by filtering on DistanceMiles alone.
const MaxDiskMiles = 500

// CellID is an H3 cell index.
type CellID uint64

// String returns the cell's index in H3's usual form, 15 hexadecimal digits.
func (c CellID) String() string { return h3.Cell(c).String() }

// Resolution returns the cell's H3 resolution.
func (c CellID) Resolution() int { return h3.Cell(c).Resolution() }

// Errors of Cell and Disk, wrapped with the offending value.
var (
	ErrInvalidPoint      = errors.New("geo: invalid point")
	ErrInvalidResolution = errors.New("geo: invalid H3 resolution")
	ErrInvalidRadius     = errors.New("geo: invalid radius")
)

// Cell returns the H3 cell at resolution res (0 to 15) that holds p. It fails with
// ErrInvalidPoint or ErrInvalidResolution.
func Cell(p Point, res int) (CellID, error) {
	if err := check(p, res); err != nil {
		return 0, err
	}
	return CellID(h3.LatLngToCell(h3.LatLng{Lat: p.Lat, Lng: p.Lon}, res)), nil
}

// Disk returns the cells at resolution res that together cover the circle of radiusMiles around
// p: every point within radiusMiles of p lies in one of them. The cells are those within grid
// distance k of p's cell (H3 GridDisk), in no particular order, with k chosen from the radius and
// the size of the cells around p (see diskK). The disk is larger than the circle (about twice its
// area at 25 miles), so a caller filters by DistanceMiles for exact results. It fails with ErrInvalidPoint,
// ErrInvalidResolution or ErrInvalidRadius (negative, NaN or above MaxDiskMiles).
func Disk(p Point, radiusMiles float64, res int) ([]CellID, error) {
	if err := check(p, res); err != nil {
		return nil, err
	}
	if !(radiusMiles >= 0 && radiusMiles <= MaxDiskMiles) {
		return nil, fmt.Errorf("%w: %v miles", ErrInvalidRadius, radiusMiles)
	}
	origin := h3.LatLngToCell(h3.LatLng{Lat: p.Lat, Lng: p.Lon}, res)
	cells := h3.GridDisk(origin, diskK(origin, p, radiusMiles))
	out := make([]CellID, len(cells))
	for i, c := range cells {
		out[i] = CellID(c)
	}
	return out, nil
}

func check(p Point, res int) error {
	if !p.Valid() {
		return fmt.Errorf("%w: %v, %v", ErrInvalidPoint, p.Lat, p.Lon)
	}
	if res < 0 || res > h3.MaxResolution {
		return fmt.Errorf("%w: %d", ErrInvalidResolution, res)
	}
	return nil
}

// diskMargin is the factor by which diskK widens its planar estimate, for the cells farther
// out, which differ a little in size and shape from the origin's, and for the bends of H3's grid
// at the edges of its icosahedron's faces. The grid distance needed, measured on the edges of
// 20,000 random circles over the globe at resolutions 4 to 8, was at most 1.026 times the
// estimate at 25 miles, 1.042 at 100 and 1.076 at 500 (around every US ZIP at resolution 6: 1.011
// at 25 miles, 1.027 at 100). The margin is 5% plus 4% per 100 miles. TestDiskCovers checks it.
func diskMargin(radiusMiles float64) float64 { return 1.05 + radiusMiles/2500 }

// diskK returns the grid distance k for which GridDisk(origin, k) covers every point within r
// miles of p, a point in origin.
//
// Take q within r of p, in cell Q. Q's centre is within the circumradius R of q, so the two
// cells' centres are at most d(p, origin's centre) + r + R apart. In a hexagon grid whose
// neighbouring centres are s apart, cells at grid distance n have centres at least n·s·√3/2 apart
// (a ring's closest cells are the middles of its sides), which bounds Q's grid distance. R and s
// are measured at origin; diskMargin widens the bound for what a plane does not capture.
func diskK(origin h3.Cell, p Point, r float64) int {
	centre := origin.LatLng()
	c := Point{centre.Lat, centre.Lng}
	var circumradius float64
	for _, v := range origin.Boundary() {
		circumradius = max(circumradius, DistanceMiles(c, Point{v.Lat, v.Lng}))
	}
	spacing := math.Inf(1)
	for _, n := range h3.GridDisk(origin, 1) {
		if n != origin {
			nc := n.LatLng()
			spacing = min(spacing, DistanceMiles(c, Point{nc.Lat, nc.Lng}))
		}
	}
	k := (DistanceMiles(p, c) + r + circumradius) / (spacing * math.Sqrt(3) / 2)
	return int(math.Ceil(k * diskMargin(r)))
}
