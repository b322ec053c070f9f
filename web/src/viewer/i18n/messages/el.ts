import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Αγορά τώρα',
  VerticalEmbed_Events_Button: 'Εγγραφή τώρα',
  VerticalEmbed_Bookings_Button: 'Κράτηση τώρα',
  UploadFile_Viewer_Download: 'Λήψη {fileType}',
  VerticalEmbed_Units_Hour: '{number} ώ.',
  VerticalEmbed_Units_Minute: '{number} λεπ.',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Η σελίδα προϊόντος θα είναι διαθέσιμη μόλις δημοσιεύσετε τον ιστότοπό σας.',
  Poll_Vote: 'Ψηφίστε',
  Poll_Votes_One: '{number} ψήφος',
  Poll_Votes_Other: '{number} ψήφοι',
  Poll_Voters: 'Ψηφοφόροι',
  Poll_Toast_No_Internet: 'Δεν υπάρχει σύνδεση στο διαδίκτυο. Ελέγξτε τη σύνδεσή σας.',
  Poll_Toast_Server_Error: 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή. Δοκιμάστε ξανά αργότερα.',
  Map_Label: 'Χάρτης: {location}',
  Map_Zoom_In: 'Μεγέθυνση',
  Map_Zoom_Out: 'Σμίκρυνση',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Το Street View δεν είναι διαθέσιμο σε αυτόν τον χάρτη.',
  Accessibility_Left_Gallery: 'Βγήκατε από τη συλλογή',
  Viewer_Read_More: 'Διαβάστε περισσότερα',
  Viewer_See_Full_Post: 'Δείτε όλη την ανάρτηση',
  Spoiler_Click_To_Reveal: 'Κάντε κλικ για εμφάνιση',
  Spoiler_Reveal_Image: 'Εμφάνιση εικόνας',
  Spoiler_Reveal_Gallery: 'Εμφάνιση συλλογής',
  Spoiler_Reveal_Video: 'Εμφάνιση βίντεο',
  Image_Expand: 'Μεγέθυνση εικόνας',
  Viewer_Close: 'Κλείσιμο',
  Collapsible_Expand: 'Ανάπτυξη',
  Collapsible_Shrink: 'Σύμπτυξη',
};

export default messages;
