import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Comprar ahora',
  VerticalEmbed_Events_Button: 'Inscríbete ahora',
  VerticalEmbed_Bookings_Button: 'Reservar ahora',
  UploadFile_Viewer_Download: 'Descargar {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'La página del producto estará disponible cuando publiques tu sitio.',
  Poll_Vote: 'Votar',
  Poll_Votes_One: '{number} voto',
  Poll_Votes_Other: '{number} votos',
  Poll_Voters: 'Votantes',
  Poll_Toast_No_Internet: 'No hay conexión a internet. Revisa tu conexión.',
  Poll_Toast_Server_Error: 'No se pudo conectar con el servidor. Inténtalo más tarde.',
  Map_Label: 'Mapa: {location}',
  Map_Zoom_In: 'Acercar',
  Map_Zoom_Out: 'Alejar',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View no está disponible en este mapa.',
  Accessibility_Left_Gallery: 'Has salido de la galería',
  Viewer_Read_More: 'Leer más',
  Viewer_See_Full_Post: 'Ver la publicación completa',
  Spoiler_Click_To_Reveal: 'Haz clic para mostrar',
  Spoiler_Reveal_Image: 'Mostrar imagen',
  Spoiler_Reveal_Gallery: 'Mostrar galería',
  Spoiler_Reveal_Video: 'Mostrar video',
  Image_Expand: 'Ampliar imagen',
  Viewer_Close: 'Cerrar',
  Collapsible_Expand: 'Expandir',
  Collapsible_Shrink: 'Contraer',
};

export default messages;
