import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Kjøp nå',
  VerticalEmbed_Events_Button: 'Meld deg på nå',
  VerticalEmbed_Bookings_Button: 'Bestill nå',
  UploadFile_Viewer_Download: 'Last ned {fileType}',
  VerticalEmbed_Units_Hour: '{number} t',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Produktsiden blir tilgjengelig når du publiserer nettstedet ditt.',
  Poll_Vote: 'Stem',
  Poll_Votes_One: '{number} stemme',
  Poll_Votes_Other: '{number} stemmer',
  Poll_Voters: 'Stemmegivere',
  Poll_Toast_No_Internet: 'Ingen internettilkobling. Sjekk tilkoblingen din.',
  Poll_Toast_Server_Error: 'Kunne ikke koble til serveren. Prøv igjen senere.',
  Map_Label: 'Kart: {location}',
  Map_Zoom_In: 'Zoom inn',
  Map_Zoom_Out: 'Zoom ut',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View er ikke tilgjengelig på dette kartet.',
  Accessibility_Left_Gallery: 'Du har forlatt galleriet',
  Viewer_Read_More: 'Les mer',
  Viewer_See_Full_Post: 'Se hele innlegget',
  Spoiler_Click_To_Reveal: 'Klikk for å vise',
  Spoiler_Reveal_Image: 'Vis bilde',
  Spoiler_Reveal_Gallery: 'Vis galleri',
  Spoiler_Reveal_Video: 'Vis video',
  Image_Expand: 'Forstørr bilde',
  Viewer_Close: 'Lukk',
  Collapsible_Expand: 'Utvid',
  Collapsible_Shrink: 'Skjul',
};

export default messages;
