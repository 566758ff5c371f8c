/**
 * The maps' own controls in pt-BR (MapLibre's and Mapbox GL's `locale` option: their UI string ids,
 * see each library's `default_locale`). Both libraries take the same table; ids one of them lacks are ignored.
 */
export const MAP_LOCALE_PT_BR: Record<string, string> = {
  "AttributionControl.ToggleAttribution": "Mostrar ou ocultar os créditos do mapa",
  "AttributionControl.MapFeedback": "Sugerir uma correção no mapa",
  "FullscreenControl.Enter": "Tela cheia",
  "FullscreenControl.Exit": "Sair da tela cheia",
  "GeolocateControl.FindMyLocation": "Mostrar onde estou",
  "GeolocateControl.LocationNotAvailable": "Localização indisponível",
  "GlobeControl.Enable": "Ver como globo",
  "GlobeControl.Disable": "Ver como mapa plano",
  "LogoControl.Title": "Logotipo do mapa",
  "NavigationControl.ResetBearing": "Girar o mapa: arraste para girar, clique para voltar ao norte",
  "NavigationControl.ZoomIn": "Aproximar",
  "NavigationControl.ZoomOut": "Afastar",
  "ScaleControl.Feet": "pés",
  "ScaleControl.Meters": "m",
  "ScaleControl.Kilometers": "km",
  "ScaleControl.Miles": "mi",
  "ScaleControl.NauticalMiles": "mn",
  "TerrainControl.Enable": "Mostrar relevo",
  "TerrainControl.Disable": "Ocultar relevo",
  "CooperativeGesturesHandler.WindowsHelpText": "Use Ctrl + rolagem para aproximar ou afastar o mapa",
  "CooperativeGesturesHandler.MacHelpText": "Use ⌘ + rolagem para aproximar ou afastar o mapa",
  "CooperativeGesturesHandler.MobileHelpText": "Use dois dedos para mover o mapa",
};
