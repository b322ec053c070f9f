import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Køb nu',
  VerticalEmbed_Events_Button: 'Tilmeld dig nu',
  VerticalEmbed_Bookings_Button: 'Book nu',
  UploadFile_Viewer_Download: 'Download {fileType}',
  VerticalEmbed_Units_Hour: '{number} t',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Produktsiden bliver tilgængelig, når du udgiver dit website.',
  Poll_Vote: 'Stem',
  Poll_Votes_One: '{number} stemme',
  Poll_Votes_Other: '{number} stemmer',
  Poll_Voters: 'Stemmeafgivere',
  Poll_Toast_No_Internet: 'Intet internet. Tjek din forbindelse.',
  Poll_Toast_Server_Error: 'Kunne ikke oprette forbindelse til serveren. Prøv igen senere.',
  Map_Label: 'Kort: {location}',
  Map_Zoom_In: 'Zoom ind',
  Map_Zoom_Out: 'Zoom ud',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View er ikke tilgængelig på dette kort.',
  Accessibility_Left_Gallery: 'Du har forladt galleriet',
  Viewer_Read_More: 'Læs mere',
  Viewer_See_Full_Post: 'Se hele opslaget',
  Spoiler_Click_To_Reveal: 'Klik for at vise',
  Spoiler_Reveal_Image: 'Vis billede',
  Spoiler_Reveal_Gallery: 'Vis galleri',
  Spoiler_Reveal_Video: 'Vis video',
  Image_Expand: 'Forstør billede',
  Viewer_Close: 'Luk',
  Collapsible_Expand: 'Udvid',
  Collapsible_Shrink: 'Formindsk',
};

export default messages;
