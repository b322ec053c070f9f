import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Acquista ora',
  VerticalEmbed_Events_Button: 'Registrati ora',
  VerticalEmbed_Bookings_Button: 'Prenota ora',
  UploadFile_Viewer_Download: 'Scarica {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'La pagina del prodotto sarà disponibile quando pubblicherai il sito.',
  Poll_Vote: 'Vota',
  Poll_Votes_One: '{number} voto',
  Poll_Votes_Other: '{number} voti',
  Poll_Voters: 'Votanti',
  Poll_Toast_No_Internet: 'Nessuna connessione a Internet. Controlla la connessione.',
  Poll_Toast_Server_Error: 'Impossibile connettersi al server. Riprova più tardi.',
  Map_Label: 'Mappa: {location}',
  Map_Zoom_In: 'Ingrandisci',
  Map_Zoom_Out: 'Riduci',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View non è disponibile su questa mappa.',
  Accessibility_Left_Gallery: 'Sei uscito dalla galleria',
  Viewer_Read_More: 'Continua a leggere',
  Viewer_See_Full_Post: 'Vedi il post completo',
  Spoiler_Click_To_Reveal: 'Fai clic per mostrare',
  Spoiler_Reveal_Image: 'Mostra immagine',
  Spoiler_Reveal_Gallery: 'Mostra galleria',
  Spoiler_Reveal_Video: 'Mostra video',
  Image_Expand: 'Ingrandisci immagine',
  Viewer_Close: 'Chiudi',
  Collapsible_Expand: 'Espandi',
  Collapsible_Shrink: 'Comprimi',
};

export default messages;
