// Small GPX, KML and GeoJSON files written by hand for the tests: a walk in
// Lisbon's Alfama with two waypoints, a one-segment track, and a track in two
// segments (the recorder paused at the Sé), plus files that must be refused.

export const GPX_WALK = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="hand" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="38.713909" lon="-9.133476"><name>Miradouro de Santa Luzia</name></wpt>
  <wpt lat="38.709987" lon="-9.132834"><name>Sé &amp; Cloister</name></wpt>
  <trk>
    <name>Alfama loop</name>
    <trkseg>
      <trkpt lat="38.71021" lon="-9.13591"><ele>30</ele></trkpt>
      <trkpt lat="38.71105" lon="-9.13444"><ele>41</ele></trkpt>
      <trkpt lat="38.71234" lon="-9.13312"><ele>55</ele></trkpt>
    </trkseg>
  </trk>
</gpx>
`;

export const GPX_TWO_SEGMENTS = `<?xml version="1.0"?>
<gpx version="1.1" creator="hand" xmlns="http://www.topografix.com/GPX/1/1">
  <trk>
    <name>Tram 28, with a stop</name>
    <trkseg>
      <trkpt lat="38.7169" lon="-9.1399"/>
      <trkpt lat="38.7152" lon="-9.1371"/>
    </trkseg>
    <trkseg>
      <trkpt lat="38.7101" lon="-9.1328"/>
      <trkpt lat="38.7119" lon="-9.1299"/>
      <trkpt lat="38.7134" lon="-9.1276"/>
    </trkseg>
  </trk>
</gpx>
`;

export const KML_WALK = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <Placemark><name>Castelo de São Jorge</name><Point><coordinates>-9.133645,38.713889,0</coordinates></Point></Placemark>
    <Placemark>
      <name>Down to the river</name>
      <LineString><coordinates>-9.13364,38.71388 -9.13502,38.71017 -9.13655,38.70771</coordinates></LineString>
    </Placemark>
  </Document>
</kml>
`;

export const GEOJSON_WALK = JSON.stringify({
  type: "FeatureCollection",
  features: [
    { type: "Feature", properties: { name: "Time Out Market" }, geometry: { type: "Point", coordinates: [-9.1459, 38.7069] } },
    { type: "Feature", properties: { name: "Riverside" }, geometry: { type: "LineString", coordinates: [[-9.1459, 38.7069], [-9.1401, 38.7064], [-9.1362, 38.7075]] } },
    { type: "Feature", properties: { name: "A park" }, geometry: { type: "Polygon", coordinates: [[[-9.15, 38.71], [-9.14, 38.71], [-9.14, 38.72], [-9.15, 38.71]]] } },
  ],
});

/** Well-formed, but nothing to import: no waypoints, no tracks. */
export const GPX_EMPTY = `<?xml version="1.0"?><gpx version="1.1" creator="hand" xmlns="http://www.topografix.com/GPX/1/1"><metadata><name>Nothing yet</name></metadata></gpx>`;

/** A waypoint and then a track whose closing tags are missing: the file was cut off. */
export const GPX_BROKEN = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="38.7" lon="-9.1"><name>Half</name></wpt><trk><trkseg><trkpt lat="38.71" lon="-9.13">`;
